import type { AccountDeps } from './account-deps';
import type { InterfaceLanguage } from '@eventsite/core';
import { composePasswordResetMail } from './compose-password-reset-mail';

/**
 * Mails a reset link when an account has the address, and does nothing otherwise; the caller answers the
 * same either way so nobody can find out which addresses have accounts (`decisions.md` §3 "Reset").
 */
export async function requestPasswordReset(
  deps: AccountDeps,
  input: { mail: string; language?: InterfaceLanguage },
): Promise<void> {
  const { accounts, passwordResets } = deps.repositories;
  const account = await accounts.findByMail(input.mail);
  if (!account) return;
  const token = await passwordResets.create(account.id, deps.now());
  await deps.mail.sendMail(
    composePasswordResetMail({
      to: account.mail,
      link: `${deps.config.publicUrl}/aterstall-losenord/${token}`,
      // The language the person is using right now, else the one the account was registered in.
      language: input.language ?? account.language,
      productName: deps.config.productName,
    }),
  );
}

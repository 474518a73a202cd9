import * as RadixDialog from '@radix-ui/react-dialog';
import {
  ArmchairIcon,
  CircleQuestionMarkIcon,
  ClipboardListIcon,
  GiftIcon,
  HouseIcon,
  ImagesIcon,
  MailOpenIcon,
  MessageSquareTextIcon,
  MicIcon,
  UserIcon,
  UsersIcon,
  XIcon,
} from 'lucide-react';
import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import { useAppConfig } from '../../lib/app-context';
import { FeedbackDialog } from '../feedback-dialog/feedback-dialog';
import { LanguageSwitcher } from '../language-switcher/language-switcher';
import { ContactDialog } from './contact-dialog';
import styles from './side-menu.module.css';

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The editor base path (`000` §2.2), e.g. '/redigera/abc/'. */
  basePath: string;
  quickStart: boolean;
  /** Entries other screens add at the end of the list. */
  extraItems?: ReactNode;
}

function SideMenuLink({
  to,
  icon,
  end,
  children,
}: {
  to: string;
  icon: ReactNode;
  end?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} end={end} className={styles.item}>
        <span className={styles.icon}>{icon}</span>
        <span>{children}</span>
      </NavLink>
    </li>
  );
}

export interface SideMenuButtonProps extends ComponentPropsWithoutRef<'button'> {
  icon: ReactNode;
}

/** A button entry of the side menu, for entries that open a dialog rather than a page. */
export function SideMenuButton({ icon, children, className, ...props }: SideMenuButtonProps) {
  return (
    <li>
      <button type="button" className={[styles.item, className ?? ''].filter(Boolean).join(' ')} {...props}>
        <span className={styles.icon}>{icon}</span>
        <span>{children}</span>
      </button>
    </li>
  );
}

/**
 * The owner's side menu (`000` §2.4): home (the editor base path), the RSVP answers, the guest list, the
 * seating plan and, but for the event brand that has no gift registry or speeches, the thank-you list and
 * the speeches (none in quick start, which has no site yet), the invitations (wedding brand only), the account page
 * and the feedback dialog (neither in quick start), help (a contact dialog) and whatever `extraItems`
 * adds. It slides in from the left and closes when a link is followed.
 */
export function SideMenu({ open, onOpenChange, basePath, quickStart, extraItems }: SideMenuProps) {
  const intl = useIntl();
  const { productName, brand } = useAppConfig();
  const [contactOpen, setContactOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const close = () => onOpenChange(false);

  return (
    <>
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className={styles.overlay} />
          <RadixDialog.Content className={styles.sheet} aria-describedby={undefined}>
            <div className={styles.head}>
              <RadixDialog.Title className={styles.title}>{productName}</RadixDialog.Title>
              <RadixDialog.Close
                className={styles.close}
                aria-label={intl.formatMessage({ id: 'ownerFrame.menu.close' })}
              >
                <XIcon size={22} />
              </RadixDialog.Close>
            </div>
            <nav aria-label={intl.formatMessage({ id: 'ownerFrame.menu.label' })}>
              {/* A followed link closes the menu; the click bubbles here from any entry. */}
              <ul
                className={styles.list}
                onClick={(event) => event.target instanceof Element && event.target.closest('a') && close()}
              >
                <SideMenuLink to={basePath} end icon={<HouseIcon />}>
                  <FormattedMessage id="ownerFrame.nav.home" />
                </SideMenuLink>
                <SideMenuLink to={`${basePath}visa-osa`} icon={<ClipboardListIcon />}>
                  <FormattedMessage id="ownerFrame.nav.answers" />
                </SideMenuLink>
                {!quickStart && (
                  <SideMenuLink to={`${basePath}gaster`} icon={<UsersIcon />}>
                    <FormattedMessage id="guestList.nav" />
                  </SideMenuLink>
                )}
                {!quickStart && (
                  <SideMenuLink to={`${basePath}placering`} icon={<ArmchairIcon />}>
                    <FormattedMessage id="seating.nav" />
                  </SideMenuLink>
                )}
                {!quickStart && brand !== 'event' && (
                  <SideMenuLink to={`${basePath}tack`} icon={<GiftIcon />}>
                    <FormattedMessage id="thanks.nav" />
                  </SideMenuLink>
                )}
                {!quickStart && brand !== 'event' && (
                  <SideMenuLink to={`${basePath}tal`} icon={<MicIcon />}>
                    <FormattedMessage id="speeches.nav" />
                  </SideMenuLink>
                )}
                {!quickStart && (
                  <SideMenuLink to={`${basePath}bilder`} icon={<ImagesIcon />}>
                    <FormattedMessage id="guestPhotos.nav" />
                  </SideMenuLink>
                )}
                {brand === 'wedding' && (
                  <SideMenuLink to={`${basePath}inbjudningar`} icon={<MailOpenIcon />}>
                    <FormattedMessage id="prints.nav" />
                  </SideMenuLink>
                )}
                {!quickStart && (
                  <SideMenuLink to={`${basePath}konto`} icon={<UserIcon />}>
                    <FormattedMessage id="ownerFrame.nav.account" />
                  </SideMenuLink>
                )}
                {!quickStart && (
                  <SideMenuButton
                    icon={<MessageSquareTextIcon />}
                    onClick={() => {
                      close();
                      setFeedbackOpen(true);
                    }}
                  >
                    <FormattedMessage id="ownerFrame.nav.feedback" />
                  </SideMenuButton>
                )}
                <SideMenuButton
                  icon={<CircleQuestionMarkIcon />}
                  onClick={() => {
                    close();
                    setContactOpen(true);
                  }}
                >
                  <FormattedMessage id="ownerFrame.nav.help" />
                </SideMenuButton>
                {extraItems}
              </ul>
            </nav>
            <div className={styles.foot}>
              <LanguageSwitcher />
            </div>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
      <ContactDialog open={contactOpen} onOpenChange={setContactOpen} />
      {!quickStart && <FeedbackDialog open={feedbackOpen} onOpenChange={setFeedbackOpen} />}
    </>
  );
}

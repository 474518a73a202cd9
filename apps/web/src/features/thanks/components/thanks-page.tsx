import { formatGiftAmount } from '@eventsite/core/rules/gift-money';
import type { Gift } from '@eventsite/core/api/gifts';
import { DownloadIcon, GiftIcon, PlusIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page/not-found-page';
import { useErrorDialog } from '../../../components/error-dialog/error-dialog';
import { CountTiles } from '../../../components/owner-screen/count-tiles';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Button, buttonClassName } from '../../../components/ui/button';
import { Dialog, DialogClose } from '../../../components/ui/dialog';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useScreenTitle } from '../../../lib/document-title';
import { useMarketMessageValues } from '../../../lib/use-market-message-values';
import { useThanksHouseholds } from '../api/get-thanks-households';
import { giftsSheetPath, useAddGift, useDeleteGift, useGifts } from '../api/gifts';
import { AddGiftDialog } from './add-gift-dialog';
import { countGifts, groupGifts, type GiftCounts, type GiftGroup } from './gift-groups';
import { GiftRow } from './gift-row';
import parts from '../../../components/owner-screen/owner-parts.module.css';
import styles from './thanks.module.css';

function Counts({ counts }: { counts: GiftCounts }) {
  const intl = useIntl();
  const { market } = useAppConfig();
  const marketValues = useMarketMessageValues();
  const tile = (key: 'gifts' | 'thanked' | 'money', value: string, accent = false) => ({
    key,
    label: intl.formatMessage({ id: `thanks.counts.${key}` }, marketValues),
    value,
    accent,
  });
  return (
    <CountTiles
      label={intl.formatMessage({ id: 'thanks.counts.label' })}
      tiles={[
        tile('gifts', String(counts.gifts)),
        tile(
          'thanked',
          intl.formatMessage(
            { id: 'thanks.counts.ofGifts' },
            { thanked: counts.thanked, gifts: counts.gifts },
          ),
        ),
        tile('money', formatGiftAmount(market, counts.moneyReported), true),
      ]}
    />
  );
}

function GroupCard({
  siteId,
  group,
  onDelete,
}: {
  siteId: string;
  group: GiftGroup;
  onDelete: (gift: Gift) => void;
}) {
  const intl = useIntl();
  const thanked = group.gifts.every((gift) => gift.thanked);
  return (
    <li className={styles.group} data-testid="gift-group">
      <header className={styles.groupHead}>
        <h2 className={styles.groupName}>{group.name || intl.formatMessage({ id: 'thanks.noName' })}</h2>
        {group.household && (
          <span className={styles.groupTag}>{intl.formatMessage({ id: 'thanks.household' })}</span>
        )}
        <span className={styles.groupCount}>
          {thanked
            ? intl.formatMessage({ id: 'thanks.group.allThanked' })
            : intl.formatMessage({ id: 'thanks.group.gifts' }, { count: group.gifts.length })}
        </span>
      </header>
      <ul className={styles.gifts}>
        {group.gifts.map((gift) => (
          <GiftRow
            key={gift._id}
            siteId={siteId}
            gift={gift}
            showFrom={group.household}
            onDelete={() => onDelete(gift)}
          />
        ))}
      </ul>
    </li>
  );
}

/**
 * The thank-you list (issue 37 item 3, `/redigera/{siteId}/tack`): every money gift guests reported, every
 * reservation on the gift registry and every gift the owner added by hand, grouped by household or giver,
 * each ticked when thanked and with a note; the unthanked can be shown alone, and the list downloaded.
 */
export function ThanksPage() {
  const { brand } = useAppConfig();
  // The event brand offers no gift registry (`000` §1), so it has no thank-you list either.
  return brand === 'event' ? <NotFoundPage /> : <ThanksList />;
}

function ThanksList() {
  const intl = useIntl();
  const showError = useErrorDialog();
  const marketValues = useMarketMessageValues();
  const { siteId = '' } = useParams();
  const gifts = useGifts(siteId);
  const [adding, setAdding] = useState(false);
  const [onlyUnthanked, setOnlyUnthanked] = useState(false);
  const [deleting, setDeleting] = useState<Gift | null>(null);
  const households = useThanksHouseholds(siteId, adding);
  const add = useAddGift(siteId);
  const remove = useDeleteGift(siteId);
  const title = intl.formatMessage({ id: 'thanks.title' });
  useScreenTitle(title);

  useEffect(() => {
    if (gifts.error) showError(gifts.error, { summary: intl.formatMessage({ id: 'thanks.loadFailed' }) });
  }, [gifts.error, showError, intl]);

  if (gifts.isPending) return <Loading fullPage label={intl.formatMessage({ id: 'common.loading' })} />;
  if (gifts.isError) {
    return (
      <OwnerScreen siteId={siteId} title={title}>
        <p className={parts.empty}>{intl.formatMessage({ id: 'thanks.loadFailed' })}</p>
      </OwnerScreen>
    );
  }

  const all = gifts.data.gifts;
  const shown = onlyUnthanked ? all.filter((gift) => !gift.thanked) : all;
  const groups = groupGifts(shown);

  return (
    <OwnerScreen
      siteId={siteId}
      title={title}
      lead={intl.formatMessage({ id: 'thanks.lead' }, marketValues)}
      wide
    >
      <Counts counts={countGifts(all)} />
      <div className={styles.actionBar}>
        <Button onClick={() => setAdding(true)}>
          <PlusIcon size={18} />
          {intl.formatMessage({ id: 'thanks.add' })}
        </Button>
        <label className={styles.filter}>
          <input
            type="checkbox"
            checked={onlyUnthanked}
            onChange={(event) => setOnlyUnthanked(event.currentTarget.checked)}
          />
          {intl.formatMessage({ id: 'thanks.filter.unthanked' })}
        </label>
        {all.length > 0 && (
          <a href={giftsSheetPath(siteId)} download className={buttonClassName({ variant: 'quiet' })}>
            <DownloadIcon size={18} />
            {intl.formatMessage({ id: 'thanks.download' })}
          </a>
        )}
      </div>
      {all.length === 0 ? (
        <div className={parts.emptyCard}>
          <GiftIcon className={styles.emptyIcon} size={32} strokeWidth={1.5} aria-hidden="true" />
          <h2 className={parts.emptyTitle}>{intl.formatMessage({ id: 'thanks.empty.title' })}</h2>
          <p className={styles.emptyText}>{intl.formatMessage({ id: 'thanks.empty.text' }, marketValues)}</p>
        </div>
      ) : groups.length === 0 ? (
        <div className={parts.emptyCard}>
          <h2 className={parts.emptyTitle}>{intl.formatMessage({ id: 'thanks.allThanked.title' })}</h2>
          <p>{intl.formatMessage({ id: 'thanks.allThanked.text' })}</p>
        </div>
      ) : (
        <ul className={styles.groups}>
          {groups.map((group) => (
            <GroupCard key={group.key} siteId={siteId} group={group} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {adding && (
        <AddGiftDialog
          onOpenChange={setAdding}
          households={households.data?.households ?? []}
          busy={add.isPending}
          onAdd={(gift) =>
            add.mutate(gift, {
              onSuccess: () => setAdding(false),
              onError: (error) =>
                showError(error, { summary: intl.formatMessage({ id: 'thanks.add.failed' }) }),
            })
          }
        />
      )}
      <Dialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !remove.isPending && setDeleting(null)}
        tone="danger"
        title={intl.formatMessage({ id: 'thanks.delete.title' }, { title: deleting?.title ?? '' })}
        actions={
          <>
            <DialogClose asChild>
              <Button variant="secondary" disabled={remove.isPending}>
                {intl.formatMessage({ id: 'thanks.add.cancel' })}
              </Button>
            </DialogClose>
            <Button
              busy={remove.isPending}
              onClick={() =>
                deleting &&
                remove.mutate(deleting._id, {
                  onSuccess: () => setDeleting(null),
                  onError: (error) =>
                    showError(error, { summary: intl.formatMessage({ id: 'thanks.delete.failed' }) }),
                })
              }
            >
              {intl.formatMessage({ id: 'thanks.delete.confirm' })}
            </Button>
          </>
        }
      >
        <p>{intl.formatMessage({ id: 'thanks.delete.text' })}</p>
      </Dialog>
    </OwnerScreen>
  );
}

import type {
  OwnerSpeechesResponse,
  SpeechSignupView,
  ToastmasterStatus,
} from '@eventsite/core/api/speeches';
import type { SpeechNeed } from '@eventsite/core/constants/speeches';
import { speechSlotsOf } from '@eventsite/core/rules/speech-slots';
import { translateText } from '@eventsite/core/rules/translate-text';
import { isSiteV2, type Site } from '@eventsite/core/schemas/site';
import type { Speech2Module, Toastmaster } from '@eventsite/core/schemas/site-modules';
import { GiftIcon, MailIcon, MicIcon, PhoneIcon } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router';
import { useErrorDialog, useLoadErrorDialog } from '../../../components/error-dialog/error-dialog';
import { NotFoundPage } from '../../../components/not-found-page/not-found-page';
import { CountTiles } from '../../../components/owner-screen/count-tiles';
import { OwnerScreen } from '../../../components/owner-screen/owner-screen';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Loading } from '../../../components/ui/loading';
import { useAppConfig } from '../../../lib/app-context';
import { useScreenTitle } from '../../../lib/document-title';
import type { MessageId } from '../../../lib/i18n/messages';
import { paths } from '../../../lib/paths';
import { useSpeeches, useSpeechesSite, useToastmasterLink } from '../api/speeches';
import parts from '../../../components/owner-screen/owner-parts.module.css';
import styles from './speeches.module.css';

type Message = (id: MessageId, values?: Record<string, string | number>) => string;

function useMessage(): Message {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/** The site's speech modules, in page order; none on a version-1 site. */
function speechModulesOf(site: Site): Speech2Module[] {
  if (!isSiteV2(site)) return [];
  return site.siteModules.filter((module): module is Speech2Module => module.siteModuleType === 'Speech2');
}

function ToastmasterCard({
  siteId,
  moduleId,
  status,
  toastmaster,
}: {
  siteId: string;
  moduleId: string;
  status: ToastmasterStatus;
  toastmaster: Toastmaster | undefined;
}) {
  const intl = useIntl();
  const message = useMessage();
  const showError = useErrorDialog();
  const link = useToastmasterLink(siteId, moduleId);
  const [done, setDone] = useState<string | null>(null);
  const date = (instant: string) =>
    intl.formatDate(instant, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' });
  const mail = toastmaster?.mail ?? '';
  const name = status.name || message('speeches.toastmasters.noName');
  const act = (action: 'send' | 'revoke') => {
    setDone(null);
    link.mutate(
      { toastmasterId: status.id, action },
      {
        onSuccess: () =>
          setDone(
            action === 'send' ? message('speeches.link.sent', { name }) : message('speeches.link.revoked'),
          ),
        onError: (error) => showError(error, { summary: message('speeches.link.failed') }),
      },
    );
  };
  const sent = status.linkSentAt !== null;
  const busy = link.isPending ? link.variables.action : null;
  return (
    <li className={styles.toastmaster} data-testid="toastmaster">
      <div className={styles.toastmasterHead}>
        <h3 className={styles.toastmasterName}>{name}</h3>
        {mail !== '' && <span className={styles.toastmasterMail}>{mail}</span>}
      </div>
      <ol className={styles.steps} aria-label={message('speeches.toastmasters.title')}>
        <li className={styles.step} data-done={sent || undefined}>
          {sent
            ? message('speeches.status.sent', { date: date(status.linkSentAt ?? '') })
            : message('speeches.status.notSent')}
        </li>
        {sent && (
          <li className={styles.step} data-done={status.linkOpenedAt !== null || undefined}>
            {status.linkOpenedAt === null
              ? message('speeches.status.notOpened')
              : message('speeches.status.opened', { date: date(status.linkOpenedAt) })}
          </li>
        )}
        {status.orderSavedAt !== null && (
          <li className={styles.step} data-done>
            {message('speeches.status.ordered', { date: date(status.orderSavedAt) })}
          </li>
        )}
      </ol>
      {mail === '' ? (
        <p className={styles.hint}>{message('speeches.link.noMail')}</p>
      ) : (
        <div className={styles.linkActions}>
          <Button
            variant={sent ? 'secondary' : 'primary'}
            busy={busy === 'send'}
            disabled={link.isPending}
            onClick={() => act('send')}
          >
            <MailIcon size={18} />
            {message(sent ? 'speeches.link.resend' : 'speeches.link.send')}
          </Button>
          {sent && (
            <Button
              variant="quiet"
              busy={busy === 'revoke'}
              disabled={link.isPending}
              onClick={() => act('revoke')}
            >
              {message('speeches.link.revoke')}
            </Button>
          )}
        </div>
      )}
      {sent && mail !== '' && <p className={styles.hint}>{message('speeches.link.resendHint')}</p>}
      <p role="status" className={styles.done}>
        {done}
      </p>
    </li>
  );
}

function SpeechRow({ speech, slotName }: { speech: SpeechSignupView; slotName: string }) {
  const message = useMessage();
  const needs = speech.needs.map((need: SpeechNeed) => message(`speeches.need.${need}`));
  return (
    <li className={styles.speech} data-testid="speech">
      <div className={styles.speechHead}>
        <span className={styles.speechName}>{speech.name}</span>
        <span className={styles.minutes}>
          {message('speeches.list.minutes', { minutes: speech.minutes })}
        </span>
      </div>
      <p className={styles.meta}>
        {speech.relation !== '' && <span>{speech.relation}</span>}
        <span className={styles.slot}>{slotName}</span>
      </p>
      {needs.length > 0 && (
        <ul className={styles.needs}>
          {needs.map((need) => (
            <li key={need} className={styles.need}>
              {need}
            </li>
          ))}
        </ul>
      )}
      {speech.songTitle !== '' && (
        <p className={styles.detail}>{message('speeches.list.songTitle', { title: speech.songTitle })}</p>
      )}
      {speech.note !== '' && <p className={styles.note}>{speech.note}</p>}
      {(speech.mail !== '' || speech.phone !== '') && (
        <p className={styles.contact}>
          {speech.mail !== '' && (
            <a href={`mailto:${speech.mail}`}>
              <MailIcon size={14} aria-hidden="true" />
              {speech.mail}
            </a>
          )}
          {speech.phone !== '' && (
            <a href={`tel:${speech.phone.replace(/[^\d+]/g, '')}`}>
              <PhoneIcon size={14} aria-hidden="true" />
              {speech.phone}
            </a>
          )}
        </p>
      )}
    </li>
  );
}

function SpeechesOfModule({
  siteId,
  site,
  module,
  speeches,
}: {
  siteId: string;
  site: Site;
  module: Speech2Module;
  speeches: OwnerSpeechesResponse;
}) {
  const intl = useIntl();
  const message = useMessage();
  const language = intl.locale;
  const slots = speechSlotsOf(module, isSiteV2(site) ? site.siteModules : []);
  const slotName = (slotId: string | null) => {
    const slot = slotId === null ? undefined : slots.find((each) => each.id === slotId);
    return slot === undefined ? message('speeches.list.noSlot') : translateText(slot.title, language);
  };
  return (
    <>
      <CountTiles
        label={message('speeches.counts.label')}
        tiles={[
          {
            key: 'speeches',
            label: message('speeches.counts.speeches'),
            value: String(speeches.count),
            accent: true,
          },
          {
            key: 'minutes',
            label: message('speeches.counts.minutes'),
            value: String(speeches.totalMinutes),
            detail: message('speeches.counts.minutesUnit'),
          },
        ]}
      />
      {speeches.surprise && (
        <aside className={styles.surprise}>
          <GiftIcon size={22} strokeWidth={1.75} aria-hidden="true" />
          <div>
            <h2 className={styles.surpriseTitle}>{message('speeches.surprise.title')}</h2>
            <p>{message('speeches.surprise.text')}</p>
          </div>
        </aside>
      )}
      <section className={styles.section} aria-labelledby="speeches-toastmasters">
        <h2 id="speeches-toastmasters" className={styles.sectionTitle}>
          {message('speeches.toastmasters.title')}
        </h2>
        {speeches.toastmasters.length === 0 ? (
          <p className={styles.hint}>{message('speeches.toastmasters.none')}</p>
        ) : (
          <ul className={styles.toastmasters}>
            {speeches.toastmasters.map((status) => (
              <ToastmasterCard
                key={status.id}
                siteId={siteId}
                moduleId={module.id}
                status={status}
                toastmaster={module.toastmasters.find((each) => each.id === status.id)}
              />
            ))}
          </ul>
        )}
      </section>
      {!speeches.surprise && (
        <section className={styles.section} aria-labelledby="speeches-list">
          <h2 id="speeches-list" className={styles.sectionTitle}>
            {message('speeches.list.title')}
          </h2>
          {speeches.speeches.length === 0 ? (
            <p className={styles.hint}>{message('speeches.list.empty')}</p>
          ) : (
            <ul className={styles.speeches}>
              {speeches.speeches.map((speech) => (
                <SpeechRow key={speech._id} speech={speech} slotName={slotName(speech.slot)} />
              ))}
            </ul>
          )}
        </section>
      )}
      <p className={styles.editLink}>
        <Link to={paths.editor(siteId)}>{message('speeches.editModule')}</Link>
      </p>
    </>
  );
}

/**
 * The hosts' side of the toastmaster's speeches (issue 36 items 3 and 5, `/redigera/{siteId}/tal`): how many
 * signed up and the minutes in all, each toastmaster's link (sent, opened, a running order made) with
 * sending a new one and revoking it, and outside surprise mode every sign-up. `?modul=` names the speech
 * module of a site with several.
 */
export function SpeechesPage() {
  const { brand } = useAppConfig();
  // The event brand offers no speech module (`000` §1).
  return brand === 'event' ? <NotFoundPage /> : <SpeechesScreen />;
}

function SpeechesScreen() {
  const message = useMessage();
  const { siteId = '' } = useParams();
  const [search] = useSearchParams();
  const site = useSpeechesSite(siteId);
  const modules = site.data === undefined ? [] : speechModulesOf(site.data);
  const module = modules.find((each) => each.id === search.get('modul')) ?? modules[0] ?? null;
  const speeches = useSpeeches(siteId, module?.id ?? null);
  const title = message('speeches.title');
  useScreenTitle(title);
  useLoadErrorDialog(site.error ?? speeches.error, message('speeches.loadFailed'));

  if (site.isPending || (module !== null && speeches.isPending))
    return <Loading fullPage label={message('common.loading')} />;

  return (
    <OwnerScreen siteId={siteId} title={title} lead={message('speeches.lead')}>
      {site.isError || speeches.isError ? (
        <p className={parts.empty}>{message('speeches.loadFailed')}</p>
      ) : module === null || speeches.data === undefined ? (
        <div className={parts.emptyCard}>
          <MicIcon className={styles.emptyIcon} size={32} strokeWidth={1.5} aria-hidden="true" />
          <h2 className={parts.emptyTitle}>{message('speeches.noModule.title')}</h2>
          <p>{message('speeches.noModule.text')}</p>
        </div>
      ) : (
        <SpeechesOfModule siteId={siteId} site={site.data} module={module} speeches={speeches.data} />
      )}
    </OwnerScreen>
  );
}

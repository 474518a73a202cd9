import fp from 'fastify-plugin';
import { AccountRepository } from '../accounts/account-repository';
import { PasswordResetRepository } from '../accounts/password-reset-repository';
import { SessionRepository } from '../accounts/session-repository';
import { GiftReservationRepository } from '../gift-registry/gift-reservation-repository';
import { DietQuestionRepository } from '../guest-answers/diet-question-repository';
import { GuestAnswerRepository } from '../guest-answers/guest-answer-repository';
import { PostKeyRepository } from '../guest-answers/post-key-repository';
import { LogEntryRepository } from '../logs/log-entry-repository';
import { RateLimitRepository } from '../rate-limit/rate-limit-repository';
import { MemoryRateLimitCounters } from '../rate-limit/memory-rate-limit-counters';
import type { RateLimitCounters } from '../rate-limit/rate-limit-counters';
import { SiteGuestSessionRepository } from '../sites/site-guest-session-repository';
import { SiteRepository } from '../sites/site-repository';
import { SiteVersionRepository } from '../sites/site-version-repository';
import { SiteVisitRepository } from '../sites/site-visit-repository';
import { SiteHostRepository } from '../addresses/site-host-repository';
import { SitePublicationRepository } from '../addresses/site-publication-repository';
import { FeedbackRepository } from '../feedback/feedback-repository';
import { HouseholdReminderRepository } from '../households/household-reminder-repository';
import { HouseholdRepository } from '../households/household-repository';
import { OrderRepository } from '../orders/order-repository';
import { PrintRepository } from '../prints/print-repository';
import { PaymentRepository } from '../payments/payment-repository';
import { WebhookEventRepository } from '../payments/webhook-event-repository';
import { AccountErasureRepository } from '../personal-data/account-erasure-repository';
import { AccountExportRepository } from '../personal-data/account-export-repository';
import { BookkeepingRepository } from '../personal-data/bookkeeping-repository';
import { RetentionNoticeRepository } from '../personal-data/retention-notice-repository';
import { SeatingPlanRepository } from '../seating/seating-plan-repository';
import { GiftRepository } from '../gifts/gift-repository';
import { SpeechRepository } from '../speeches/speech-repository';
import { GuestPhotoRepository } from '../guest-photos/guest-photo-repository';

export interface Repositories {
  accounts: AccountRepository;
  sessions: SessionRepository;
  passwordResets: PasswordResetRepository;
  sites: SiteRepository;
  siteVersions: SiteVersionRepository;
  siteVisits: SiteVisitRepository;
  siteGuestSessions: SiteGuestSessionRepository;
  logEntries: LogEntryRepository;
  /** In the database's table where several processes share it (PostgreSQL), else in memory. */
  rateLimits: RateLimitCounters;
  postKeys: PostKeyRepository;
  guestAnswers: GuestAnswerRepository;
  dietQuestions: DietQuestionRepository;
  giftReservations: GiftReservationRepository;
  payments: PaymentRepository;
  orders: OrderRepository;
  prints: PrintRepository;
  webhookEvents: WebhookEventRepository;
  siteHosts: SiteHostRepository;
  sitePublications: SitePublicationRepository;
  feedback: FeedbackRepository;
  households: HouseholdRepository;
  householdReminders: HouseholdReminderRepository;
  accountErasures: AccountErasureRepository;
  accountExports: AccountExportRepository;
  bookkeeping: BookkeepingRepository;
  retentionNotices: RetentionNoticeRepository;
  seatingPlans: SeatingPlanRepository;
  gifts: GiftRepository;
  speeches: SpeechRepository;
  guestPhotos: GuestPhotoRepository;
}

declare module 'fastify' {
  interface FastifyInstance {
    repositories: Repositories;
  }
}

/** Each area's repository owns its tables; handlers reach them here and stay a few lines long. */
export default fp(
  async function repositories(app) {
    app.decorate('repositories', {
      accounts: new AccountRepository(app.db),
      sessions: new SessionRepository(app.db),
      passwordResets: new PasswordResetRepository(app.db),
      sites: new SiteRepository(app.db),
      siteVersions: new SiteVersionRepository(app.db),
      siteVisits: new SiteVisitRepository(app.db),
      siteGuestSessions: new SiteGuestSessionRepository(app.db),
      logEntries: new LogEntryRepository(app.db),
      rateLimits:
        app.databaseKind === 'postgres' ? new RateLimitRepository(app.db) : new MemoryRateLimitCounters(),
      postKeys: new PostKeyRepository(app.db),
      guestAnswers: new GuestAnswerRepository(app.db),
      dietQuestions: new DietQuestionRepository(app.db),
      giftReservations: new GiftReservationRepository(app.db),
      payments: new PaymentRepository(app.db),
      orders: new OrderRepository(app.db),
      prints: new PrintRepository(app.db),
      webhookEvents: new WebhookEventRepository(app.db),
      siteHosts: new SiteHostRepository(app.db),
      sitePublications: new SitePublicationRepository(app.db),
      feedback: new FeedbackRepository(app.db),
      households: new HouseholdRepository(app.db),
      householdReminders: new HouseholdReminderRepository(app.db),
      accountErasures: new AccountErasureRepository(app.db),
      accountExports: new AccountExportRepository(app.db),
      bookkeeping: new BookkeepingRepository(app.db),
      retentionNotices: new RetentionNoticeRepository(app.db),
      seatingPlans: new SeatingPlanRepository(app.db),
      gifts: new GiftRepository(app.db),
      speeches: new SpeechRepository(app.db),
      guestPhotos: new GuestPhotoRepository(app.db),
    } satisfies Repositories);
  },
  { name: 'repositories', dependencies: ['database'] },
);

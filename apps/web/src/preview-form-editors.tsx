import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { siteV2Schema } from '@eventsite/core/schemas/site';
import type { ComponentType } from 'react';
import sv from './lib/i18n/messages/sv/index';
import en from './lib/i18n/messages/en/index';
import FormEditor from './modules/form/form-editor';
import RsvpEditor from './modules/rsvp/rsvp-editor';
import GiftRegistryEditor from './modules/gift-registry/gift-registry-editor';
import type { ModuleEditorProps } from './modules/module-editor';
import './styles/global.css';

const params = new URLSearchParams(location.search);
const which = params.get('dialog') ?? 'rsvp';
const langs = (params.get('langs') ?? 'sv').split(',');
const site = siteV2Schema.parse({
  _id: 'site-1',
  usesSiteModules: true,
  theme: 'theme4',
  hasRsvps: params.has('hasRsvps'),
  availableLanguages: langs.map((languageCode) => ({ languageCode })),
  giftRegistryReservations: [{ giftRegistryId: 'g2', quantityReserved: 2 }],
  formRecipients: [{ formId: 'rsvp', recipients: ['anna@example.se'] }],
  siteModules: [
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: { sv: 'OSA', en: 'RSVP' },
      form: {
        formElements: [
          { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn', en: 'Name' }, required: true },
          {
            id: 'coming',
            formElementType: 'SingleSelect',
            label: { sv: 'Kommer du?', en: 'Are you coming?' },
            options: [
              { id: 'yes', text: { sv: 'Ja, självklart!', en: 'Yes' } },
              { id: 'no', text: { sv: 'Nej tyvärr', en: 'No' } },
            ],
          },
          {
            id: 'food',
            formElementType: 'ShortText',
            label: { sv: 'Har du någon matallergi?' },
            showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] }],
          },
          {
            id: 'song',
            formElementType: 'ShortText',
            label: { sv: 'Önskelåt' },
            showConditions: [{ type: 'SHOW', formElementId: 'gone', formElementOptionIds: ['x'] }],
          },
        ],
      },
    },
    { id: 'form', siteModuleType: 'Form', title: { sv: 'Anmälan av tal' } },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      title: { sv: 'Önskelista' },
      giftRegistry: [
        { id: 'g1', title: { sv: 'Vas från Orrefors' }, description: { sv: 'Den blå' } },
        { id: 'g2', title: { sv: 'Champagneglas' }, quantity: 6 },
        { id: 'g3', title: { sv: 'Bidrag till bröllopsresan' }, reservable: false, quantity: null },
      ],
    },
  ],
});
const modules = site.siteModules;
const byType = { rsvp: [RsvpEditor, modules[0]], form: [FormEditor, modules[1]], gift: [GiftRegistryEditor, modules[2]] } as const;
const [Editor, module] = byType[which as keyof typeof byType] as unknown as [ComponentType<ModuleEditorProps>, ModuleEditorProps['module']];
const ui = params.get('ui') === 'en' ? en : sv;

createRoot(document.getElementById('root')!).render(
  <IntlProvider locale={params.get('ui') ?? 'sv'} messages={ui}>
    <Editor
      module={module}
      site={site}
      language={(params.get('lang') ?? 'sv') as 'sv'}
      imageApiBase="/api/sites/site-1"
      quickStart={false}
      onApply={(m, changes) => console.log('APPLY', JSON.stringify({ m, changes }))}
      onClose={() => console.log('CLOSE')}
    />
  </IntlProvider>,
);

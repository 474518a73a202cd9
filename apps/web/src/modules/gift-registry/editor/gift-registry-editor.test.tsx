import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Market } from '@eventsite/core/constants/platform';
import type { GiftRegistryModule, SiteModuleInput } from '@eventsite/core/schemas/site-modules';
import { lastApplied, renderModuleEditor } from '../../shared/editor/editor-test-utils';
import GiftRegistryEditor from './gift-registry-editor';

vi.setConfig({ testTimeout: 30000 });

const registry: SiteModuleInput = {
  id: 'gifts',
  siteModuleType: 'GiftRegistry',
  title: { sv: 'Önskelista' },
  giftRegistry: [
    { id: 'vase', title: { sv: 'Vas' } },
    { id: 'glasses', title: { sv: 'Glas' }, quantity: 6 },
  ],
};

function renderRegistry(module: SiteModuleInput = registry, market: Market = 'se') {
  return renderModuleEditor<GiftRegistryModule>(GiftRegistryEditor, module, {
    site: { giftRegistryReservations: [{ giftRegistryId: 'glasses', quantityReserved: 2 }] },
    market,
  });
}

const done = () => userEvent.click(screen.getByRole('button', { name: 'Klar' }));
const saveItem = () => userEvent.click(screen.getByRole('button', { name: 'Spara presenten' }));
const itemTitles = (module: GiftRegistryModule) => module.giftRegistry.map((item) => item.title.sv);

describe('GiftRegistryEditor (002 §2.3, §4: LIST, EDIT, PAYMENT, BUTTONS, TEXTS)', () => {
  it('lists the wishes with what can be reserved and what is reserved', () => {
    renderRegistry();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Lista',
      'Betalning',
      'Knappar',
      'Texter',
    ]);
    expect(screen.getByRole('listitem', { name: 'Glas' })).toHaveTextContent(
      'Kan reserveras · 6 st · 2 reserverade',
    );
  });

  it('adds a wish with the defaults: reservable, quantity 1, no link', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till present' }));
    expect(screen.getByRole('heading', { name: 'Ny present' })).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Gäster kan reservera presenten' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Antal' })).toHaveValue('1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn på presenten' }), 'Kaffebryggare');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beskrivning' }), 'Gärna röd');
    await saveItem();
    expect(screen.getByRole('listitem', { name: 'Kaffebryggare' })).toBeVisible();
    await done();
    const added = lastApplied<GiftRegistryModule>(onApply).module.giftRegistry[2];
    expect(added).toMatchObject({
      title: { sv: 'Kaffebryggare' },
      description: { sv: 'Gärna röd' },
      reservable: true,
      quantity: 1,
      link: null,
      image: null,
    });
  });

  it('requires a whole quantity of at least 1 while the wish can be reserved (002 §5)', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Redigera Glas' }));
    const quantity = screen.getByRole('textbox', { name: 'Antal' });
    await userEvent.clear(quantity);
    await saveItem();
    expect(screen.getByText('Skriv ett antal, minst 1, när presenten kan reserveras.')).toBeVisible();
    await userEvent.type(quantity, 'två');
    await saveItem();
    expect(screen.getByText('Skriv antalet med siffror, till exempel 2.')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0');
    await saveItem();
    expect(screen.getByText('Antalet måste vara minst 1.')).toBeVisible();
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '8');
    await saveItem();
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module.giftRegistry[1]?.quantity).toBe(8);
  });

  it('needs a name for the gift', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till present' }));
    await saveItem();
    const name = screen.getByRole('textbox', { name: 'Namn på presenten' });
    expect(screen.getByText('Skriv vad presenten heter.')).toBeVisible();
    expect(name).toBeInvalid();
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.type(name, '   ');
    await saveItem();
    expect(screen.getByText('Skriv vad presenten heter.')).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, 'Vinglas');
    await saveItem();
    expect(screen.getByRole('listitem', { name: 'Vinglas' })).toBeVisible();
    await done();
    expect(itemTitles(lastApplied<GiftRegistryModule>(onApply).module)).toEqual(['Vas', 'Glas', 'Vinglas']);
  });

  it('saves an empty quantity as null when the wish cannot be reserved', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Redigera Vas' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Gäster kan reservera presenten' }));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Antal' }));
    await saveItem();
    expect(screen.getByRole('listitem', { name: 'Vas' })).toHaveTextContent('Kan inte reserveras');
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module.giftRegistry[0]).toMatchObject({
      reservable: false,
      quantity: null,
    });
  });

  it('keeps a link, adding https:// when it is missing, and refuses what is not a link', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Redigera Vas' }));
    const link = screen.getByRole('textbox', { name: 'Länk' });
    await userEvent.type(link, 'inte en länk');
    await saveItem();
    expect(screen.getByText(/Skriv en webbadress/)).toBeVisible();
    await userEvent.clear(link);
    await userEvent.type(link, 'www.butik.se/vas');
    await saveItem();
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module.giftRegistry[0]?.link).toBe(
      'https://www.butik.se/vas',
    );
  });

  it('drops the edits of a wish on Avbryt and goes back to the list', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Redigera Vas' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn på presenten' }), ' i glas');
    await userEvent.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(screen.getByRole('tab', { name: 'Lista', selected: true })).toBeVisible();
    await done();
    expect(itemTitles(lastApplied<GiftRegistryModule>(onApply).module)).toEqual(['Vas', 'Glas']);
  });

  it('moves a wish and removes one after the confirm step', async () => {
    const { onApply } = renderRegistry();
    expect(screen.getByRole('button', { name: 'Flytta upp Vas' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Flytta ned Vas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Glas' }));
    const confirm = screen.getByRole('group', { name: 'Ta bort presenten?' });
    expect(confirm).toHaveTextContent('Gäster har reserverat 2 av den.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Avbryt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Vas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort presenten' }));
    await done();
    expect(itemTitles(lastApplied<GiftRegistryModule>(onApply).module)).toEqual(['Glas']);
  });

  it('edits the button and status texts, with the guests’ words as placeholders', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('tab', { name: 'Knappar' }));
    const reserve = screen.getByRole('textbox', { name: 'Reservera-knapp' });
    expect(reserve).toHaveAttribute('placeholder', 'Reservera');
    await userEvent.type(reserve, 'Jag köper den');
    await userEvent.click(screen.getByRole('tab', { name: 'Texter' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Antal' }), 'Önskas');
    expect(screen.getByText('Önskas: 6, reserverade: 2')).toBeVisible();
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module).toMatchObject({
      reserveButton: { sv: 'Jag köper den' },
      statusTextQuantity: { sv: 'Önskas' },
    });
  });

  it('takes the hosts’ Swish number on the Payment tab, with the notice that no money passes through us', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('tab', { name: 'Betalning' }));
    expect(
      screen.getByText(
        'Pengarna går direkt från gästen till er. Vi hanterar inga pengar och sparar inga kort- eller kontouppgifter.',
      ),
    ).toBeVisible();
    const number = screen.getByRole('textbox', { name: 'Ert Swish-nummer' });
    await userEvent.type(number, '08-123 456');
    await userEvent.tab();
    const invalid = 'Skriv ett svenskt mobilnummer (070-123 45 67) eller ett 123-nummer (123 456 78 90).';
    expect(screen.getByText(invalid)).toBeVisible();
    expect(number).toBeInvalid();
    await userEvent.clear(number);
    await userEvent.type(number, '070-123 45 67');
    expect(screen.queryByText(invalid)).not.toBeInTheDocument();
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module).toMatchObject({
      swishNumber: '46701234567',
      mobilePayNumber: null,
    });
  });

  it('keeps the dialog open on Klar with a wrong number, on the Payment tab with the number focused', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('tab', { name: 'Betalning' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ert Swish-nummer' }), '12345');
    await userEvent.click(screen.getByRole('tab', { name: 'Lista' }));
    await done();
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('tab', { name: 'Betalning', selected: true })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Ert Swish-nummer' })).toHaveFocus();
  });

  it('shows the stored number as Swedes write it, and takes a MobilePay number in Denmark', async () => {
    renderRegistry({ ...registry, swishNumber: '1234567890' });
    await userEvent.click(screen.getByRole('tab', { name: 'Betalning' }));
    expect(screen.getByRole('textbox', { name: 'Ert Swish-nummer' })).toHaveValue('123 456 78 90');
  });

  it('takes a MobilePay number on the Danish market', async () => {
    const { onApply } = renderRegistry(registry, 'dk');
    await userEvent.click(screen.getByRole('tab', { name: 'Betalning' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Ert MobilePay-nummer' }), '12 34 56 78');
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module).toMatchObject({
      swishNumber: null,
      mobilePayNumber: '4512345678',
    });
  });

  it('adds a money gift with suggested amounts, a goal and its progress shown', async () => {
    const { onApply } = renderRegistry();
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till present' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Penningbidrag' }));
    expect(screen.getByText(/Gästerna ger ett valfritt belopp med Swish/)).toBeVisible();
    expect(screen.getByText(/Pengarna går direkt från gästen till er/)).toBeVisible();
    expect(
      screen.getByText('Lägg till ert Swish-nummer under Betalning, så kan gästerna betala.'),
    ).toBeVisible();
    expect(screen.queryByRole('switch', { name: 'Gäster kan reservera presenten' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Namn på presenten' }), 'Bröllopsresan');
    const suggested = screen.getByRole('textbox', { name: 'Föreslagna belopp' });
    await userEvent.type(suggested, '500, många');
    await saveItem();
    expect(
      screen.getByText('Skriv hela kronor med siffror, skilda med kommatecken: 200, 500, 1000.'),
    ).toBeVisible();
    await userEvent.clear(suggested);
    await userEvent.type(suggested, '1 000, 200, 500');
    await userEvent.type(screen.getByRole('textbox', { name: 'Mål (valfritt)' }), '20000');
    await userEvent.click(screen.getByRole('switch', { name: 'Visa hur mycket som samlats in' }));
    await saveItem();
    expect(screen.getByRole('listitem', { name: 'Bröllopsresan' })).toHaveTextContent(
      'Penningbidrag · mål 20 000 kr',
    );
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module.giftRegistry[2]).toMatchObject({
      title: { sv: 'Bröllopsresan' },
      pot: { suggestedAmounts: [20000, 50000, 100000], goal: 2000000, showProgress: true },
      reservable: false,
      quantity: null,
      sharePrice: null,
      link: null,
    });
  });

  it('turns a wish into a group gift of shares, showing what the shares come to', async () => {
    const { onApply } = renderRegistry({ ...registry, swishNumber: '46701234567' });
    await userEvent.click(screen.getByRole('button', { name: 'Redigera Vas' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Gruppgåva' }));
    expect(screen.queryByText(/Lägg till ert Swish-nummer/)).not.toBeInTheDocument();
    expect(screen.getByText(/Pengarna går direkt från gästen till er/)).toBeVisible();
    const price = screen.getByRole('textbox', { name: 'Pris per andel' });
    await saveItem();
    expect(screen.getByText('Skriv vad en andel kostar.')).toBeVisible();
    await userEvent.type(price, '0,50');
    expect(screen.getByText('En andel måste kosta minst 1 kr.')).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '500');
    const shares = screen.getByRole('textbox', { name: 'Antal andelar' });
    await userEvent.clear(shares);
    await userEvent.type(shares, '12');
    expect(screen.getByText('12 andelar à 500 kr, totalt 6 000 kr')).toBeVisible();
    await saveItem();
    expect(screen.getByRole('listitem', { name: 'Vas' })).toHaveTextContent(
      'Gruppgåva · 12 andelar à 500 kr',
    );
    await done();
    expect(lastApplied<GiftRegistryModule>(onApply).module.giftRegistry[0]).toMatchObject({
      sharePrice: 50000,
      quantity: 12,
      reservable: true,
      pot: null,
    });
  });

  it('opens a stored money gift with its kind and amounts as kronor', async () => {
    renderRegistry({
      ...registry,
      giftRegistry: [
        {
          id: 'trip',
          title: { sv: 'Resan' },
          reservable: false,
          quantity: null,
          pot: { suggestedAmounts: [50000, 100000], goal: 2000050 },
        },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Redigera Resan' }));
    expect(screen.getByRole('radio', { name: 'Penningbidrag' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Föreslagna belopp' })).toHaveValue('500, 1000');
    expect(screen.getByRole('textbox', { name: 'Mål (valfritt)' })).toHaveValue('20000,50');
  });
});

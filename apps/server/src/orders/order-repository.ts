import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  splitVat,
  type EnvelopeKind,
  type HouseholdCard,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PlaceCardPrint,
  type ShipmentMethod,
  type ShippingAddress,
} from '@eventsite/core';
import type { Database } from '../db/open-database';
import { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

/** What a print order holds beyond its lines: what is printed, the choices and where it goes. */
interface PrintOrderDetails {
  /** The invitation card printed; null for place cards. */
  printId: string | null;
  quantity: number;
  envelopes: EnvelopeKind;
  roundedCorners: boolean;
  shippingAddress: ShippingAddress;
  shipmentMethod: ShipmentMethod;
  /** A personal QR per household: the households' cards, printed first; null for one design for all. */
  householdCards: HouseholdCard[] | null;
  /** Place cards: the seating plan's names and tables as they were when the order was made. */
  placeCards: PlaceCardPrint | null;
}

export interface NewOrder {
  siteId: string;
  items: OrderItem[];
  shipmentPriceOre: number;
  createdAt: Date;
  print?: PrintOrderDetails;
}

/** An order as the owner's screens read it (`002` §3 "Order"); VAT is 20 % of the total (`decisions.md` §3). */
export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    items: row.items,
    shipment: { priceInclVat: row.shipmentPriceOre },
    totalInclVat: row.totalOre,
    totalVat: splitVat(row.totalOre).amountVat,
    paid: row.status !== 'awaiting_payment',
    status: row.status,
    paymentReference: row.paymentReference,
    ...(row.quantity === null ? {} : { quantity: row.quantity }),
    ...(row.envelopes === null ? {} : { envelopes: row.envelopes }),
    ...(row.roundedCorners === null ? {} : { roundedCorners: row.roundedCorners }),
    ...(row.shippingAddress === null ? {} : { shippingAddress: row.shippingAddress }),
    shipmentMethod: row.shipmentMethod,
    trackingNumber: row.trackingNumber,
    ...(row.householdCards?.length ? { householdCards: row.householdCards.length } : {}),
    ...(row.placeCards?.cards.length
      ? { placeCards: { format: row.placeCards.format, named: row.placeCards.cards.length } }
      : {}),
    createdAt: row.createdAt.toISOString(),
  };
}

/** How long one process may hold a paid order while it hands it to the printer before another takes over. */
const PARTNER_CLAIM_MS = 10 * 60 * 1000;

/**
 * Print orders. Marking one paid is `confirmPayment`'s job, in the transaction that confirms its payment;
 * each later step (handed to the printer, printed, shipped) is a compare-and-set, so it happens once.
 */
export class OrderRepository {
  constructor(private readonly db: Database) {}

  /** The same repository inside the caller's transaction, so work on several tables commits as one. */
  withTransaction(tx: Database): OrderRepository {
    return new OrderRepository(tx);
  }

  /** Marks an order awaiting payment as paid by the payment; null when it was no longer awaiting one. */
  async markPaid(id: string, paymentReference: string, now: Date): Promise<OrderRow | null> {
    const [paid] = await this.db
      .update(orders)
      .set({ status: 'paid', paidAt: now, paymentReference })
      .where(and(eq(orders.id, id), eq(orders.status, 'awaiting_payment')))
      .returning();
    return paid ?? null;
  }

  /** Stores an order with its total fixed from its lines and shipment. */
  async create(order: NewOrder): Promise<OrderRow> {
    const totalOre = order.items.reduce((sum, item) => sum + item.priceInclVat, order.shipmentPriceOre);
    const [row] = await this.db
      .insert(orders)
      .values({
        id: randomBytes(12).toString('hex'),
        siteId: order.siteId,
        items: order.items,
        shipmentPriceOre: order.shipmentPriceOre,
        totalOre,
        createdAt: order.createdAt,
        ...(order.print ?? {}),
      })
      .returning();
    if (!row) throw new Error('The order was not stored');
    return row;
  }

  async find(id: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  }

  /** A site's orders, newest first. */
  async listOfSite(siteId: string): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(eq(orders.siteId, siteId))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /** The household cards of a site's paid orders: the personal links that are, or are being, printed. */
  async paidHouseholdCards(siteId: string): Promise<HouseholdCard[]> {
    const rows = await this.db
      .select({ cards: orders.householdCards })
      .from(orders)
      .where(
        and(
          eq(orders.siteId, siteId),
          ne(orders.status, 'awaiting_payment'),
          isNotNull(orders.householdCards),
        ),
      );
    return rows.flatMap((row) => row.cards ?? []);
  }

  /**
   * Removes the guests' names from a site's orders when its guests' data is erased: the households' names
   * and links, and the place cards' names (the order keeps its format).
   */
  async forgetGuestNames(siteId: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ householdCards: null })
      .where(and(eq(orders.siteId, siteId), isNotNull(orders.householdCards)));
    await this.db
      .update(orders)
      .set({
        placeCards: sql`jsonb_set(${orders.placeCards}, '{cards}', '[]'::jsonb)`,
      })
      .where(and(eq(orders.siteId, siteId), isNotNull(orders.placeCards)));
  }

  /** Orders in these states, newest first (the print partner simulator's list). */
  async listByStatus(statuses: readonly OrderStatus[], limit = 200): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(inArray(orders.status, [...statuses]))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit);
  }

  /** Paid print orders not yet with the printer and not claimed by a live process. */
  async listAwaitingPartner(now: Date): Promise<OrderRow[]> {
    return this.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'paid'), this.claimable(now)));
  }

  /** A print order (one with a print, or place cards) that no live process holds. */
  private claimable(now: Date) {
    return and(
      or(isNotNull(orders.printId), isNotNull(orders.placeCards)),
      or(
        isNull(orders.partnerClaimedAt),
        lt(orders.partnerClaimedAt, new Date(now.getTime() - PARTNER_CLAIM_MS)),
      ),
    );
  }

  /** Claims a paid print order for handing to the printer; null when it is not paid or another holds it. */
  async claimForPartner(id: string, now: Date): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(orders)
      .set({ partnerClaimedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'paid'), this.claimable(now)))
      .returning();
    return row ?? null;
  }

  /** Lets go of a claim after a failure, so the next attempt need not wait for it to go stale. */
  async releaseClaim(id: string): Promise<void> {
    await this.db
      .update(orders)
      .set({ partnerClaimedAt: null })
      .where(and(eq(orders.id, id), eq(orders.status, 'paid')));
  }

  /** The printer took the order: it is in production with the partner's id and the PDF it printed. */
  async markInProduction(id: string, partnerOrderId: string, pdfKey: string): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(orders)
      .set({ status: 'in_production', partnerOrderId, pdfKey })
      .where(and(eq(orders.id, id), eq(orders.status, 'paid')))
      .returning();
    return row ?? null;
  }

  async markPrinted(id: string, now: Date): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(orders)
      .set({ status: 'printed', printedAt: now })
      .where(and(eq(orders.id, id), eq(orders.status, 'in_production')))
      .returning();
    return row ?? null;
  }

  /** Shipped with a tracking number; only once, from production or printed. Null when nothing changed. */
  async markShipped(id: string, trackingNumber: string, now: Date): Promise<OrderRow | null> {
    const [row] = await this.db
      .update(orders)
      .set({ status: 'shipped', shippedAt: now, trackingNumber })
      .where(and(eq(orders.id, id), inArray(orders.status, ['in_production', 'printed'])))
      .returning();
    return row ?? null;
  }
}

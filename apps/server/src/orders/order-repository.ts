import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { splitVat, type Order, type OrderItem } from '@eventsite/core';
import type { Database } from '../db/open-database';
import { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export interface NewOrder {
  siteId: string;
  items: OrderItem[];
  shipmentPriceOre: number;
  createdAt: Date;
}

/** An order as the owner's screens read it (`002` §3 "Order"); VAT is 20 % of the total (`decisions.md` §3). */
export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    items: row.items,
    shipment: { priceInclVat: row.shipmentPriceOre },
    totalInclVat: row.totalOre,
    totalVat: splitVat(row.totalOre).amountVat,
    paid: row.status === 'paid',
  };
}

/** Print orders. Marking one paid is `confirmPayment`'s job, in the transaction that confirms its payment. */
export class OrderRepository {
  constructor(private readonly db: Database) {}

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
      })
      .returning();
    if (!row) throw new Error('The order was not stored');
    return row;
  }

  async find(id: string): Promise<OrderRow | null> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    return row ?? null;
  }
}

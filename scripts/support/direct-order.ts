/** An order body for units (one unless told) of a product bought directly: store pickup, cash on delivery. */
export function directOrderBody(product: string, variant: string, quantity = 1): string {
  return JSON.stringify({
    source: 'direct',
    items: [{ product, variant, quantity }],
    customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'a@example.ma', phone: '+212661234567' },
    deliveryAddress: { street: '1 rue', city: 'Fès', country: 'MA' },
    paymentMethod: 'cash-on-delivery',
    deliveryMethod: { id: 'pickup' },
    selectedShopId: 'meknes-factory',
  });
}

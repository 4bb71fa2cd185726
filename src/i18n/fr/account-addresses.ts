// The French texts of saved addresses and their place in checkout (issue 47), part of the forms' texts.
const frAddresses = {
} as const;

export default frAddresses;

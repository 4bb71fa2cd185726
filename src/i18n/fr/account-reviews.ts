// The French texts of reviews a buyer writes of what they received (issue 47), part of the forms' texts.
const frReviews = {
} as const;

export default frReviews;

/** The home page's longer texts (spec section 2), one file per language. */
export interface HomeContent {
  benefits: { title: string; text: string }[];
  testimonials: { name: string; city: string; rating: number; comment: string }[];
  faq: { question: string; answer: string }[];
}

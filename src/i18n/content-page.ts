export interface ContentSection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list after the paragraphs. */
  items?: string[];
}
export interface ContentPage {
  title: string;
  /** One sentence, also used as the page's meta description (at most 160 characters). */
  description: string;
  intro: string;
  sections: ContentSection[];
  /** ISO date the text was last updated, e.g. '2026-11-21' (terms and privacy only; else omit). */
  updated?: string;
}

/**
 * Marks a header menu's button. react-aria keeps elements marked as its top layer out of what a modal
 * popover makes inert, so another menu's button still takes a click while one menu is open.
 */
export const HEADER_MENU_BUTTON = { 'data-react-aria-top-layer': true, 'data-header-menu': true } as const;

/** Whether a press outside an open header menu closes it: not on a header menu's button, whose own press decides. */
export const pressOutsideCloses = (element: Element) => !element.closest('[data-header-menu]');

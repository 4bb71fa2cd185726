import { z } from 'zod';

// Zod compiles object parsers with `new Function` when it can; the page's CSP allows no eval, and
// the attempt alone is reported as a violation. The interpreted parsers are plenty for forms.
z.config({ jitless: true });

export { z };

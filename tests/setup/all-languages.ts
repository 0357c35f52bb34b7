// Every language's messages at hand in the unit tests, as the main side has
// them: the renderer's components are rendered there without the page's
// start-up, which loads one language at a time (src/renderer/languages.ts,
// tested by languages.test.ts and e2e/first-download.spec.ts).
import '../../src/shared/i18n/format.js';

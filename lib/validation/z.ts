// zod for every schema the browser may build: the jitless setting is made first (./zodWithoutEval),
// because zod decides when a schema is built whether to compile its parser with `new Function`.
// Only pages with forms load zod this way; the shared bundle (pages/_app) does not.
import './zodWithoutEval';

export { z } from 'zod';

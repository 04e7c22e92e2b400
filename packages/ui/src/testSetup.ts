import { configure } from '@testing-library/react';

// A findBy/waitFor waits up to 10 s for what it looks for (testing-library's default is 1 s):
// on a 2-core machine busy with builds a lazy chunk or a re-render can take longer. A passing
// test ends as soon as the element shows; only a broken one waits the full time.
configure({ asyncUtilTimeout: 10_000 });

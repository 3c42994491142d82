import { configure } from '@testing-library/dom';

// findBy* and waitFor give up after 1 s by default; on a loaded 2-core machine a jsdom render
// can take longer than that while the code is fine. The test timeout still bounds each test.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Unit tests wait for what the screen shows (testing-library's waitFor, findBy…), never for a time; on a busy 2-core
 * machine running every project at once, what a component does after a lazy import can take more than the
 * library's default second, and a role query over a large tree alone takes seconds there. The unit project's test
 * time limit (test/support/tiers.ts) is longer than this wait.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 20_000 });

/**
 * Unit tests wait for what the screen shows (testing-library's waitFor, findBy…), never for a time; on a busy 2-core
 * machine running every project at once, what a component does after a lazy import can take more than the
 * library's default second.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 8_000 });

// Every jsdom file: testing-library's queries wait as long as the suite's patience (./patience.ts), not its default
// second, a bet on the machine's speed.
import { configure } from '@testing-library/dom';
import { patience } from './patience';

configure({ asyncUtilTimeout: patience });

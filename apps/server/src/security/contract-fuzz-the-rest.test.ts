import { fuzzShareOfTheContract } from '../testing/contract-fuzzing.ts';

/** One share of the contract fuzzer's endpoints (testing/contract-fuzzing.ts says which). */
fuzzShareOfTheContract('the rest');

/** Part 2 of the fuzz of every endpoint (fuzz-run.ts says what it checks). */
import { fuzzShard } from './fuzz-run';

fuzzShard(1);

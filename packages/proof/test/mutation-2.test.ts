// The mutation table, shard 2 of 3 (test/mutation/table.ts): three files, so both cores share it.
import { mutationTable, shardOf } from './mutation/table.js';

mutationTable(shardOf(1, 3));

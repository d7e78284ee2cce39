import { createPostgresGraph, type GraphStore } from "../../memory";
import { graphContract } from "./graph-contract";
import { useTestDb } from "./helpers";

const db = useTestDb();
let graph: GraphStore | undefined;

graphContract("embedded (Postgres)", () => (graph ??= createPostgresGraph(db.handle.db)));

import fc from "fast-check";

// Property tests run with one fixed seed so that every run (CI's above all) is reproducible. `FC_SEED=random`
// explores a new seed per run and prints it; `FC_SEED=<n>` replays one.
const seed =
  process.env.FC_SEED === "random"
    ? (Date.now() ^ (Math.random() * 2 ** 31)) | 0
    : Number(process.env.FC_SEED ?? 20261122);
if (process.env.FC_SEED === "random") console.log(`fast-check seed: ${seed}`);
fc.configureGlobal({ seed });

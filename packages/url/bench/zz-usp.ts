import { compare, readDataset } from "@urlkit/tooling";
import { URLSearchParams as P } from "@urlkit/url";
import { parse } from "@urlkit/urlencoded";

const queries: string[] = [];
for (const line of readDataset("kasztp.txt")) {
  const u = URL.parse(line);
  if (u && u.search.length > 1) queries.push(u.search);
}
const lists = queries.map((q) => [...new URLSearchParams(q)]);
compare(
  "usp",
  [
    {
      name: "parse",
      fn: () => {
        let n = 0;
        for (const q of queries) n += parse(q.slice(1)).length;
        return n;
      },
    },
    {
      name: "ours",
      fn: () => {
        let n = 0;
        for (const q of queries) n += new P(q).size;
        return n;
      },
    },
    {
      name: "ours pairs",
      fn: () => {
        let n = 0;
        for (const l of lists) n += new P(l).size;
        return n;
      },
    },
    {
      name: "native pairs",
      fn: () => {
        let n = 0;
        for (const l of lists) n += new URLSearchParams(l).size;
        return n;
      },
    },
    {
      name: "native",
      fn: () => {
        let n = 0;
        for (const q of queries) n += new URLSearchParams(q).size;
        return n;
      },
    },
  ],
  { items: queries.length },
);

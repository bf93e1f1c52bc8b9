#!/usr/bin/env python3
"""Rewrites the findings ledger (docs/FindingsLedger.tsv) from a run's reported keys: every
line still reported keeps its verdict and reason; a new one is marked `?` until someone reads
the app and judges it; a line no longer reported is dropped. Usage: ledger_record.py LEDGER KEYS
"""
import sys

NOTE_RULES = {"linked-code-not-read", "exploration-bound"}

ledger_path, keys_path = sys.argv[1], sys.argv[2]
header = []
judged = {}
with open(ledger_path, encoding="utf-8") as ledger:
    for line in ledger.read().splitlines():
        if line.startswith("#") or line.startswith("path\t"):
            header.append(line)
            continue
        fields = line.split("\t")
        if len(fields) < 5:
            continue
        judged.setdefault(tuple(fields[:3]), []).append(fields[3:5])

rows = []
with open(keys_path, encoding="utf-8") as keys:
    for line in keys.read().splitlines():
        key = tuple(line.split("\t")[:3])
        verdicts = judged.get(key)
        verdict = verdicts.pop(0) if verdicts else ["?", ""]
        # Lint's notes say what it could not check; they are no findings to judge.
        if verdict[0] == "?" and key[2] in NOTE_RULES:
            verdict = ["note", "what lint says it could not check, and how to let it"]
        rows.append("\t".join([*key, *verdict]))

with open(ledger_path + ".tmp", "w", encoding="utf-8") as out:
    out.write("\n".join(header + sorted(rows)) + "\n")
import os
os.replace(ledger_path + ".tmp", ledger_path)

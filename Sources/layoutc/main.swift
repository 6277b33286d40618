Layoutc.parseAndRun()

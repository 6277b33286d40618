Layoutc.main()

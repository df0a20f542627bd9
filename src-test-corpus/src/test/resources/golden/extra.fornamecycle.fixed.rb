main entry

proc corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> {
  s0: read corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
  s3: write corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Codec.<clinit>(Main.java:16)
}

proc corpus.extra.fornamecycle.fixed.Main$Format.<clinit> {
  s0: read corpus.extra.fornamecycle.fixed.Main$Codec.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
  s3: write corpus.extra.fornamecycle.fixed.Main$Format.NAME // at corpus.extra.fornamecycle.fixed.Main$Format.<clinit>(Main.java:20)
}

proc corpus.extra.fornamecycle.fixed.Main.lambda$main$0[corpus.extra.fornamecycle.fixed.Main.main:24#5] {
  s2: jump exit raise                    // at corpus.extra.fornamecycle.fixed.Main.lambda$main$0(Main.java:26)
  raise: raise                           // at corpus.extra.fornamecycle.fixed.Main.lambda$main$0(Main.java:26)
}

proc corpus.extra.fornamecycle.fixed.Main.main {
  s5: fork corpus.extra.fornamecycle.fixed.Main.lambda$main$0[corpus.extra.fornamecycle.fixed.Main.main:24#5] java.lang.Thread@Main.java:24 // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:32)
  s7: join java.lang.Thread@Main.java:24 // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:34)
}

proc entry {
  init0: call corpus.extra.fornamecycle.fixed.Main$Format.<clinit> // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:24)
  init1: call corpus.extra.fornamecycle.fixed.Main$Codec.<clinit> // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:24)
  main: call corpus.extra.fornamecycle.fixed.Main.main // at corpus.extra.fornamecycle.fixed.Main.main(Main.java:24)
}

main corpus.extra.dyingprint.fixed.Main.main

proc corpus.extra.dyingprint.fixed.Main.lambda$main$0[corpus.extra.dyingprint.fixed.Main.main:16#9] {
  raise: raise                           // at corpus.extra.dyingprint.fixed.Main.lambda$main$0(Main.java:17)
}

proc corpus.extra.dyingprint.fixed.Main.main {
  s5: read java.lang.System.err          // at corpus.extra.dyingprint.fixed.Main.main(Main.java:19)
  s6: acquire System.err                 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:19)
  s7: read java.lang.System.err          // at corpus.extra.dyingprint.fixed.Main.main(Main.java:20)
  s8: acquire System.err                 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:20)
  s8_1: release System.err               // at corpus.extra.dyingprint.fixed.Main.main(Main.java:20)
  s9: fork thread:java.lang.Thread@Main.java:16 java.lang.Thread@Main.java:16 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:21)
  s10: release System.err                // at corpus.extra.dyingprint.fixed.Main.main(Main.java:22)
  s16: join java.lang.Thread@Main.java:16 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:23)
}

proc thread:java.lang.Thread@Main.java:16 {
  c0: call corpus.extra.dyingprint.fixed.Main.lambda$main$0[corpus.extra.dyingprint.fixed.Main.main:16#9] else x0 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:16)
  g0: goto exit                          // at corpus.extra.dyingprint.fixed.Main.main(Main.java:16)
  x0: acquire System.err                 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:16)
  t0: release System.err                 // at corpus.extra.dyingprint.fixed.Main.main(Main.java:16)
  t1: goto exit                          // at corpus.extra.dyingprint.fixed.Main.main(Main.java:16)
}

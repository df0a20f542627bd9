main corpus.extra.dyingprint.Main.main

proc corpus.extra.dyingprint.Main.lambda$main$0[corpus.extra.dyingprint.Main.main:19#9] {
  raise: raise                           // at corpus.extra.dyingprint.Main.lambda$main$0(Main.java:20)
}

proc corpus.extra.dyingprint.Main.main {
  s5: read java.lang.System.err          // at corpus.extra.dyingprint.Main.main(Main.java:22)
  s6: acquire System.err                 // at corpus.extra.dyingprint.Main.main(Main.java:22)
  s7: read java.lang.System.err          // at corpus.extra.dyingprint.Main.main(Main.java:23)
  s8: acquire System.err                 // at corpus.extra.dyingprint.Main.main(Main.java:23)
  s8_1: release System.err               // at corpus.extra.dyingprint.Main.main(Main.java:23)
  s9: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.extra.dyingprint.Main.main(Main.java:24)
  s10: join java.lang.Thread@Main.java:19 // at corpus.extra.dyingprint.Main.main(Main.java:25)
  s11: release System.err                // at corpus.extra.dyingprint.Main.main(Main.java:26)
}

proc thread:java.lang.Thread@Main.java:19 {
  c0: call corpus.extra.dyingprint.Main.lambda$main$0[corpus.extra.dyingprint.Main.main:19#9] else x0 // at corpus.extra.dyingprint.Main.main(Main.java:19)
  g0: goto exit                          // at corpus.extra.dyingprint.Main.main(Main.java:19)
  x0: acquire System.err                 // at corpus.extra.dyingprint.Main.main(Main.java:19)
  t0: release System.err                 // at corpus.extra.dyingprint.Main.main(Main.java:19)
  t1: goto exit                          // at corpus.extra.dyingprint.Main.main(Main.java:19)
}

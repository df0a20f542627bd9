main corpus.extra.dyingprintmix.fixed.Main.main

proc corpus.extra.dyingprintmix.fixed.Main.lambda$main$0[corpus.extra.dyingprintmix.fixed.Main.main:13#7] {
  raise: raise                           // at corpus.extra.dyingprintmix.fixed.Main.lambda$main$0(Main.java:14)
}

proc corpus.extra.dyingprintmix.fixed.Main.lambda$main$1[corpus.extra.dyingprintmix.fixed.Main.main:13#7] {
}

proc corpus.extra.dyingprintmix.fixed.Main.lambda$main$2[corpus.extra.dyingprintmix.fixed.Main.main:19#15] {
  raise: raise                           // at corpus.extra.dyingprintmix.fixed.Main.lambda$main$2(Main.java:20)
}

proc corpus.extra.dyingprintmix.fixed.Main.main {
  s7: fork thread:java.lang.Thread@Main.java:13 java.lang.Thread@Main.java:13 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:17)
  s8: join java.lang.Thread@Main.java:13 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:18)
  s13: read java.lang.System.err         // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:22)
  s14: acquire System.err                // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:22)
  s15: fork thread:java.lang.Thread@Main.java:19 java.lang.Thread@Main.java:19 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:23)
  s16: release System.err                // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:24)
  s22: join java.lang.Thread@Main.java:19 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:25)
}

proc thread:java.lang.Thread@Main.java:13 {
  c0: call corpus.extra.dyingprintmix.fixed.Main.lambda$main$0[corpus.extra.dyingprintmix.fixed.Main.main:13#7] else h0 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:13)
  g0: goto exit                          // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:13)
  h0: jump t0                            // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:13)
  t0: call corpus.extra.dyingprintmix.fixed.Main.lambda$main$1[corpus.extra.dyingprintmix.fixed.Main.main:13#7] else exit // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:13)
  t1: goto exit                          // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:13)
}

proc thread:java.lang.Thread@Main.java:19 {
  c0: call corpus.extra.dyingprintmix.fixed.Main.lambda$main$2[corpus.extra.dyingprintmix.fixed.Main.main:19#15] else x0 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:19)
  g0: goto exit                          // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:19)
  x0: acquire System.err                 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:19)
  t0: release System.err                 // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:19)
  t1: goto exit                          // at corpus.extra.dyingprintmix.fixed.Main.main(Main.java:19)
}

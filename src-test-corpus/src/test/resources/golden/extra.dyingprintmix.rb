main corpus.extra.dyingprintmix.Main.main

proc corpus.extra.dyingprintmix.Main.lambda$main$0[corpus.extra.dyingprintmix.Main.main:18#7] {
  raise: raise                           // at corpus.extra.dyingprintmix.Main.lambda$main$0(Main.java:19)
}

proc corpus.extra.dyingprintmix.Main.lambda$main$1[corpus.extra.dyingprintmix.Main.main:18#7] {
}

proc corpus.extra.dyingprintmix.Main.lambda$main$2[corpus.extra.dyingprintmix.Main.main:24#15] {
  raise: raise                           // at corpus.extra.dyingprintmix.Main.lambda$main$2(Main.java:25)
}

proc corpus.extra.dyingprintmix.Main.main {
  s7: fork thread:java.lang.Thread@Main.java:18 java.lang.Thread@Main.java:18 // at corpus.extra.dyingprintmix.Main.main(Main.java:22)
  s8: join java.lang.Thread@Main.java:18 // at corpus.extra.dyingprintmix.Main.main(Main.java:23)
  s13: read java.lang.System.err         // at corpus.extra.dyingprintmix.Main.main(Main.java:27)
  s14: acquire System.err                // at corpus.extra.dyingprintmix.Main.main(Main.java:27)
  s15: fork thread:java.lang.Thread@Main.java:24 java.lang.Thread@Main.java:24 // at corpus.extra.dyingprintmix.Main.main(Main.java:28)
  s16: join java.lang.Thread@Main.java:24 // at corpus.extra.dyingprintmix.Main.main(Main.java:29)
  s17: release System.err                // at corpus.extra.dyingprintmix.Main.main(Main.java:30)
}

proc thread:java.lang.Thread@Main.java:18 {
  c0: call corpus.extra.dyingprintmix.Main.lambda$main$0[corpus.extra.dyingprintmix.Main.main:18#7] else h0 // at corpus.extra.dyingprintmix.Main.main(Main.java:18)
  g0: goto exit                          // at corpus.extra.dyingprintmix.Main.main(Main.java:18)
  h0: jump t0                            // at corpus.extra.dyingprintmix.Main.main(Main.java:18)
  t0: call corpus.extra.dyingprintmix.Main.lambda$main$1[corpus.extra.dyingprintmix.Main.main:18#7] else exit // at corpus.extra.dyingprintmix.Main.main(Main.java:18)
  t1: goto exit                          // at corpus.extra.dyingprintmix.Main.main(Main.java:18)
}

proc thread:java.lang.Thread@Main.java:24 {
  c0: call corpus.extra.dyingprintmix.Main.lambda$main$2[corpus.extra.dyingprintmix.Main.main:24#15] else x0 // at corpus.extra.dyingprintmix.Main.main(Main.java:24)
  g0: goto exit                          // at corpus.extra.dyingprintmix.Main.main(Main.java:24)
  x0: acquire System.err                 // at corpus.extra.dyingprintmix.Main.main(Main.java:24)
  t0: release System.err                 // at corpus.extra.dyingprintmix.Main.main(Main.java:24)
  t1: goto exit                          // at corpus.extra.dyingprintmix.Main.main(Main.java:24)
}

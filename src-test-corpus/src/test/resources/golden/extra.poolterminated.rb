main entry
counter corpus.extra.poolterminated.Main$1@Main.java:24.ended cap 1 init 0
counter corpus.extra.poolterminated.Main$1@Main.java:24.shut cap 1 init 0
counter corpus.extra.poolterminated.Main$1@Main.java:24.used cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
counter jvm.keptAlive@corpus.extra.poolterminated.Main$1@Main.java:24 cap 1 init 0
counter jvm.shutDown@corpus.extra.poolterminated.Main$1@Main.java:24 cap 1 init 0

proc corpus.extra.poolterminated.Main$1.<init>[corpus.extra.poolterminated.Main$1@Main.java:24] {
}

proc corpus.extra.poolterminated.Main$1.terminated[corpus.extra.poolterminated.Main$1@Main.java:24] {
  s1: read corpus.extra.poolterminated.Main.RELEASED // at corpus.extra.poolterminated.Main$1.terminated(Main.java:29)
  s2: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.poolterminated.Main$1.terminated(Main.java:29)
}

proc corpus.extra.poolterminated.Main.<clinit> {
  s2: write corpus.extra.poolterminated.Main.RELEASED // at corpus.extra.poolterminated.Main.<clinit>(Main.java:21)
}

proc corpus.extra.poolterminated.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.poolterminated.Main.lambda$main$0(Main.java:35)
}

proc corpus.extra.poolterminated.Main.main {
  s2: read java.util.concurrent.TimeUnit.SECONDS // at corpus.extra.poolterminated.Main.main(Main.java:24)
  s7: call corpus.extra.poolterminated.Main$1.<init>[corpus.extra.poolterminated.Main$1@Main.java:24] // at corpus.extra.poolterminated.Main.main(Main.java:24)
  s10_1: tryup corpus.extra.poolterminated.Main$1@Main.java:24.used 1 else s10 // at corpus.extra.poolterminated.Main.main(Main.java:35)
  s10: skip                              // at corpus.extra.poolterminated.Main.main(Main.java:35)
  s10_2: fork thread:java.lang.Thread@Main.java:35 java.lang.Thread@Main.java:35 // at corpus.extra.poolterminated.Main.main(Main.java:35)
  s11_1: tryup jvm.shutDown@corpus.extra.poolterminated.Main$1@Main.java:24 1 else s11 // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11: skip                              // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_5: acquire corpus.extra.poolterminated.Main$1@Main.java:24.main // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_6: release corpus.extra.poolterminated.Main$1@Main.java:24.main // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_7: tryup corpus.extra.poolterminated.Main$1@Main.java:24.shut 1 else s11_2 // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_9: trydown corpus.extra.poolterminated.Main$1@Main.java:24.used 1 else s11_8 // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_10: up corpus.extra.poolterminated.Main$1@Main.java:24.used 1 // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_11: goto s11_4                     // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_8: skip                            // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_12: jump s11_3 s11_4               // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_3: skip                            // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_13: acquire corpus.extra.poolterminated.Main$1@Main.java:24.main // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_14: call corpus.extra.poolterminated.Main$1.terminated[corpus.extra.poolterminated.Main$1@Main.java:24] // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_15: up corpus.extra.poolterminated.Main$1@Main.java:24.ended 1 // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_16: release corpus.extra.poolterminated.Main$1@Main.java:24.main // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_17: goto s11_2                     // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_4: fork terminated:corpus.extra.poolterminated.Main$1@Main.java:24/terminator@Main.java:36 corpus.extra.poolterminated.Main$1@Main.java:24/terminator@Main.java:36 // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s11_2: skip                            // at corpus.extra.poolterminated.Main.main(Main.java:36)
  s12: read java.util.concurrent.TimeUnit.DAYS // at corpus.extra.poolterminated.Main.main(Main.java:37)
  s13: join java.lang.Thread@Main.java:35 // at corpus.extra.poolterminated.Main.main(Main.java:37)
  s13_1: down corpus.extra.poolterminated.Main$1@Main.java:24.ended 1 // at corpus.extra.poolterminated.Main.main(Main.java:37)
  s13_2: up corpus.extra.poolterminated.Main$1@Main.java:24.ended 1 // at corpus.extra.poolterminated.Main.main(Main.java:37)
  s14: read corpus.extra.poolterminated.Main.RELEASED // at corpus.extra.poolterminated.Main.main(Main.java:38)
  s15: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s15_1 // at corpus.extra.poolterminated.Main.main(Main.java:38)
  s15_1: skip                            // at corpus.extra.poolterminated.Main.main(Main.java:38)
}

proc entry {
  init0: call corpus.extra.poolterminated.Main.<clinit> // at corpus.extra.poolterminated.Main.main(Main.java:24)
  main: call corpus.extra.poolterminated.Main.main // at corpus.extra.poolterminated.Main.main(Main.java:24)
}

proc terminated:corpus.extra.poolterminated.Main$1@Main.java:24/terminator@Main.java:36 {
  k0: join java.lang.Thread@Main.java:35 // at corpus.extra.poolterminated.Main.main(Main.java:24)
  k1: acquire corpus.extra.poolterminated.Main$1@Main.java:24.main // at corpus.extra.poolterminated.Main.main(Main.java:24)
  k2: call corpus.extra.poolterminated.Main$1.terminated[corpus.extra.poolterminated.Main$1@Main.java:24] // at corpus.extra.poolterminated.Main.main(Main.java:24)
  k3: up corpus.extra.poolterminated.Main$1@Main.java:24.ended 1 // at corpus.extra.poolterminated.Main.main(Main.java:24)
  k4: release corpus.extra.poolterminated.Main$1@Main.java:24.main // at corpus.extra.poolterminated.Main.main(Main.java:24)
}

proc thread:java.lang.Thread@Main.java:35 {
  t1: tryup jvm.keptAlive@corpus.extra.poolterminated.Main$1@Main.java:24 1 else t0 // at corpus.extra.poolterminated.Main.main(Main.java:35)
  t0: skip                               // at corpus.extra.poolterminated.Main.main(Main.java:35)
  c0: call corpus.extra.poolterminated.Main.lambda$main$0 // at corpus.extra.poolterminated.Main.main(Main.java:35)
}

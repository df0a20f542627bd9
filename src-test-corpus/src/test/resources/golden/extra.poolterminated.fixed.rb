main entry
counter corpus.extra.poolterminated.fixed.Main$1@Main.java:22.ended cap 1 init 0
counter corpus.extra.poolterminated.fixed.Main$1@Main.java:22.shut cap 1 init 0
counter corpus.extra.poolterminated.fixed.Main$1@Main.java:22.used cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1
counter jvm.keptAlive@corpus.extra.poolterminated.fixed.Main$1@Main.java:22 cap 1 init 0
counter jvm.shutDown@corpus.extra.poolterminated.fixed.Main$1@Main.java:22 cap 1 init 0

proc corpus.extra.poolterminated.fixed.Main$1.<init>[corpus.extra.poolterminated.fixed.Main$1@Main.java:22] {
}

proc corpus.extra.poolterminated.fixed.Main$1.terminated[corpus.extra.poolterminated.fixed.Main$1@Main.java:22] {
  s1: read corpus.extra.poolterminated.fixed.Main.RELEASED // at corpus.extra.poolterminated.fixed.Main$1.terminated(Main.java:27)
  s2: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.poolterminated.fixed.Main$1.terminated(Main.java:27)
}

proc corpus.extra.poolterminated.fixed.Main.<clinit> {
  s2: write corpus.extra.poolterminated.fixed.Main.RELEASED // at corpus.extra.poolterminated.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.poolterminated.fixed.Main.lambda$main$0 {
  s0: read java.lang.System.out          // at corpus.extra.poolterminated.fixed.Main.lambda$main$0(Main.java:33)
}

proc corpus.extra.poolterminated.fixed.Main.main {
  s2: read java.util.concurrent.TimeUnit.SECONDS // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  s7: call corpus.extra.poolterminated.fixed.Main$1.<init>[corpus.extra.poolterminated.fixed.Main$1@Main.java:22] // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  s10_1: tryup corpus.extra.poolterminated.fixed.Main$1@Main.java:22.used 1 else s10 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:33)
  s10: skip                              // at corpus.extra.poolterminated.fixed.Main.main(Main.java:33)
  s10_2: fork thread:java.lang.Thread@Main.java:33 java.lang.Thread@Main.java:33 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:33)
  s11_1: tryup jvm.shutDown@corpus.extra.poolterminated.fixed.Main$1@Main.java:22 1 else s11 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11: skip                              // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_5: acquire corpus.extra.poolterminated.fixed.Main$1@Main.java:22.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_6: release corpus.extra.poolterminated.fixed.Main$1@Main.java:22.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_7: tryup corpus.extra.poolterminated.fixed.Main$1@Main.java:22.shut 1 else s11_2 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_9: trydown corpus.extra.poolterminated.fixed.Main$1@Main.java:22.used 1 else s11_8 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_10: up corpus.extra.poolterminated.fixed.Main$1@Main.java:22.used 1 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_11: goto s11_4                     // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_8: skip                            // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_12: jump s11_3 s11_4               // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_3: skip                            // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_13: acquire corpus.extra.poolterminated.fixed.Main$1@Main.java:22.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_14: call corpus.extra.poolterminated.fixed.Main$1.terminated[corpus.extra.poolterminated.fixed.Main$1@Main.java:22] // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_15: up corpus.extra.poolterminated.fixed.Main$1@Main.java:22.ended 1 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_16: release corpus.extra.poolterminated.fixed.Main$1@Main.java:22.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_17: goto s11_2                     // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_4: fork terminated:corpus.extra.poolterminated.fixed.Main$1@Main.java:22/terminator@Main.java:34 corpus.extra.poolterminated.fixed.Main$1@Main.java:22/terminator@Main.java:34 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s11_2: skip                            // at corpus.extra.poolterminated.fixed.Main.main(Main.java:34)
  s12: read corpus.extra.poolterminated.fixed.Main.RELEASED // at corpus.extra.poolterminated.fixed.Main.main(Main.java:35)
  s13: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s13_1 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:35)
  s13_1: skip                            // at corpus.extra.poolterminated.fixed.Main.main(Main.java:35)
  s14: read java.util.concurrent.TimeUnit.DAYS // at corpus.extra.poolterminated.fixed.Main.main(Main.java:36)
  s15: join java.lang.Thread@Main.java:33 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:36)
  s15_1: down corpus.extra.poolterminated.fixed.Main$1@Main.java:22.ended 1 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:36)
  s15_2: up corpus.extra.poolterminated.fixed.Main$1@Main.java:22.ended 1 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:36)
}

proc entry {
  init0: call corpus.extra.poolterminated.fixed.Main.<clinit> // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  main: call corpus.extra.poolterminated.fixed.Main.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
}

proc terminated:corpus.extra.poolterminated.fixed.Main$1@Main.java:22/terminator@Main.java:34 {
  k0: join java.lang.Thread@Main.java:33 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  k1: acquire corpus.extra.poolterminated.fixed.Main$1@Main.java:22.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  k2: call corpus.extra.poolterminated.fixed.Main$1.terminated[corpus.extra.poolterminated.fixed.Main$1@Main.java:22] // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  k3: up corpus.extra.poolterminated.fixed.Main$1@Main.java:22.ended 1 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
  k4: release corpus.extra.poolterminated.fixed.Main$1@Main.java:22.main // at corpus.extra.poolterminated.fixed.Main.main(Main.java:22)
}

proc thread:java.lang.Thread@Main.java:33 {
  t1: tryup jvm.keptAlive@corpus.extra.poolterminated.fixed.Main$1@Main.java:22 1 else t0 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:33)
  t0: skip                               // at corpus.extra.poolterminated.fixed.Main.main(Main.java:33)
  c0: call corpus.extra.poolterminated.fixed.Main.lambda$main$0 // at corpus.extra.poolterminated.fixed.Main.main(Main.java:33)
}

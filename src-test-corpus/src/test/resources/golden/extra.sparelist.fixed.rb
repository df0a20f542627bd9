main entry
counter java.util.concurrent.CountDownLatch@Main.java:19.count cap 1 init 1

proc corpus.extra.sparelist.fixed.Main$Entry.<init>[corpus.extra.sparelist.fixed.Main$Entry@Main.java:26] {
}

proc corpus.extra.sparelist.fixed.Main.<clinit> {
  s2: write corpus.extra.sparelist.fixed.Main.READ // at corpus.extra.sparelist.fixed.Main.<clinit>(Main.java:19)
}

proc corpus.extra.sparelist.fixed.Main.lambda$main$0[corpus.extra.sparelist.fixed.Main.main:30#17] {
  s1: read java.util.LinkedList@Main.java:25.$state // at corpus.extra.sparelist.fixed.Main.lambda$main$0(Main.java:32)
  s7: read corpus.extra.sparelist.fixed.Main.READ // at corpus.extra.sparelist.fixed.Main.lambda$main$0(Main.java:36)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:19.count 1 else s8_1 // at corpus.extra.sparelist.fixed.Main.lambda$main$0(Main.java:36)
  s8_1: skip                             // at corpus.extra.sparelist.fixed.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.sparelist.fixed.Main.main {
  s5: call corpus.extra.sparelist.fixed.Main$Entry.<init>[corpus.extra.sparelist.fixed.Main$Entry@Main.java:26] // at corpus.extra.sparelist.fixed.Main.main(Main.java:26)
  s6: write java.util.LinkedList@Main.java:25.$state // at corpus.extra.sparelist.fixed.Main.main(Main.java:26)
  s8: jump s9 s17                        // at corpus.extra.sparelist.fixed.Main.main(Main.java:27)
  s9: read corpus.extra.sparelist.fixed.Main.spare // at corpus.extra.sparelist.fixed.Main.main(Main.java:28)
  s11: call corpus.extra.sparelist.fixed.Main$Entry.<init>[corpus.extra.sparelist.fixed.Main$Entry@Main.java:26] // at corpus.extra.sparelist.fixed.Main.main(Main.java:28)
  s17: fork corpus.extra.sparelist.fixed.Main.lambda$main$0[corpus.extra.sparelist.fixed.Main.main:30#17] java.lang.Thread@Main.java:30 // at corpus.extra.sparelist.fixed.Main.main(Main.java:38)
  s18: read corpus.extra.sparelist.fixed.Main.READ // at corpus.extra.sparelist.fixed.Main.main(Main.java:39)
  s19: until java.util.concurrent.CountDownLatch@Main.java:19.count <= 0 // at corpus.extra.sparelist.fixed.Main.main(Main.java:39)
  s20: join java.lang.Thread@Main.java:30 // at corpus.extra.sparelist.fixed.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.extra.sparelist.fixed.Main.<clinit> // at corpus.extra.sparelist.fixed.Main.main(Main.java:25)
  main: call corpus.extra.sparelist.fixed.Main.main // at corpus.extra.sparelist.fixed.Main.main(Main.java:25)
}

main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.sparelist.Main$Entry.<init>[corpus.extra.sparelist.Main$Entry@Main.java:29] {
}

proc corpus.extra.sparelist.Main.<clinit> {
  s2: write corpus.extra.sparelist.Main.READ // at corpus.extra.sparelist.Main.<clinit>(Main.java:21)
}

proc corpus.extra.sparelist.Main.lambda$main$0[corpus.extra.sparelist.Main.main:34#18] {
  s1: read java.util.LinkedList@Main.java:28.$state // at corpus.extra.sparelist.Main.lambda$main$0(Main.java:36)
  s2: jump s7 exit                       // at corpus.extra.sparelist.Main.lambda$main$0(Main.java:36)
  s7: read corpus.extra.sparelist.Main.READ // at corpus.extra.sparelist.Main.lambda$main$0(Main.java:40)
  s8: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s8_1 // at corpus.extra.sparelist.Main.lambda$main$0(Main.java:40)
  s8_1: skip                             // at corpus.extra.sparelist.Main.lambda$main$0(Main.java:40)
}

proc corpus.extra.sparelist.Main.main {
  s5: call corpus.extra.sparelist.Main$Entry.<init>[corpus.extra.sparelist.Main$Entry@Main.java:29] // at corpus.extra.sparelist.Main.main(Main.java:29)
  s6: write java.util.LinkedList@Main.java:28.$state // at corpus.extra.sparelist.Main.main(Main.java:29)
  s8: jump s9 s13                        // at corpus.extra.sparelist.Main.main(Main.java:30)
  s9: read corpus.extra.sparelist.Main.spare // at corpus.extra.sparelist.Main.main(Main.java:31)
  s11: call corpus.extra.sparelist.Main$Entry.<init>[corpus.extra.sparelist.Main$Entry@Main.java:29] // at corpus.extra.sparelist.Main.main(Main.java:31)
  s13: write java.util.LinkedList@Main.java:28.$state // at corpus.extra.sparelist.Main.main(Main.java:33)
  s18: fork corpus.extra.sparelist.Main.lambda$main$0[corpus.extra.sparelist.Main.main:34#18] java.lang.Thread@Main.java:34 // at corpus.extra.sparelist.Main.main(Main.java:42)
  s19: read corpus.extra.sparelist.Main.READ // at corpus.extra.sparelist.Main.main(Main.java:43)
  s20: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.sparelist.Main.main(Main.java:43)
  s21: join java.lang.Thread@Main.java:34 // at corpus.extra.sparelist.Main.main(Main.java:44)
}

proc entry {
  init0: call corpus.extra.sparelist.Main.<clinit> // at corpus.extra.sparelist.Main.main(Main.java:28)
  main: call corpus.extra.sparelist.Main.main // at corpus.extra.sparelist.Main.main(Main.java:28)
}

main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1

proc corpus.extra.iterhandler.fixed.Main.<clinit> {
  s2: write corpus.extra.iterhandler.fixed.Main.PRINTED // at corpus.extra.iterhandler.fixed.Main.<clinit>(Main.java:21)
  s5: write corpus.extra.iterhandler.fixed.Main.LOG // at corpus.extra.iterhandler.fixed.Main.<clinit>(Main.java:23)
}

proc corpus.extra.iterhandler.fixed.Main.lambda$main$0[corpus.extra.iterhandler.fixed.Main.main:39#12] {
  s1: call corpus.extra.iterhandler.fixed.Main.print[corpus.extra.iterhandler.fixed.Main.lambda$main$0:39#1,corpus.extra.iterhandler.fixed.Main.main:39#12] // at corpus.extra.iterhandler.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.extra.iterhandler.fixed.Main.main {
  s6: write java.util.ArrayList@Main.java:37.$state // at corpus.extra.iterhandler.fixed.Main.main(Main.java:38)
  s12: fork corpus.extra.iterhandler.fixed.Main.lambda$main$0[corpus.extra.iterhandler.fixed.Main.main:39#12] java.lang.Thread@Main.java:39 // at corpus.extra.iterhandler.fixed.Main.main(Main.java:40)
  s13: read corpus.extra.iterhandler.fixed.Main.PRINTED // at corpus.extra.iterhandler.fixed.Main.main(Main.java:41)
  s14: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.iterhandler.fixed.Main.main(Main.java:41)
  s15: join java.lang.Thread@Main.java:39 // at corpus.extra.iterhandler.fixed.Main.main(Main.java:42)
}

proc corpus.extra.iterhandler.fixed.Main.print[corpus.extra.iterhandler.fixed.Main.lambda$main$0:39#1,corpus.extra.iterhandler.fixed.Main.main:39#12] {
  s1: read java.util.ArrayList@Main.java:37.$state // at corpus.extra.iterhandler.fixed.Main.print(Main.java:27)
  s2: read java.util.ArrayList@Main.java:37.$state // at corpus.extra.iterhandler.fixed.Main.print(Main.java:27)
  s3: jump s4 s13                        // at corpus.extra.iterhandler.fixed.Main.print(Main.java:27)
  s4: read java.util.ArrayList@Main.java:37.$state // at corpus.extra.iterhandler.fixed.Main.print(Main.java:27)
  s6: read corpus.extra.iterhandler.fixed.Main.LOG // at corpus.extra.iterhandler.fixed.Main.print(Main.java:28)
  s7: write java.lang.StringBuilder@Main.java:23.$state // at corpus.extra.iterhandler.fixed.Main.print(Main.java:28)
  s7_1: goto s2                          // at corpus.extra.iterhandler.fixed.Main.print(Main.java:28)
  s13: read corpus.extra.iterhandler.fixed.Main.PRINTED // at corpus.extra.iterhandler.fixed.Main.print(Main.java:33)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s14_1 // at corpus.extra.iterhandler.fixed.Main.print(Main.java:33)
  s14_1: skip                            // at corpus.extra.iterhandler.fixed.Main.print(Main.java:33)
}

proc entry {
  init0: call corpus.extra.iterhandler.fixed.Main.<clinit> // at corpus.extra.iterhandler.fixed.Main.main(Main.java:37)
  main: call corpus.extra.iterhandler.fixed.Main.main // at corpus.extra.iterhandler.fixed.Main.main(Main.java:37)
}

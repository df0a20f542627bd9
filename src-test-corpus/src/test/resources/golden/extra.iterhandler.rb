main entry
counter java.util.concurrent.CountDownLatch@Main.java:24.count cap 1 init 1

proc corpus.extra.iterhandler.Main$Names.<init>[corpus.extra.iterhandler.Main$Names@Main.java:47] {
}

proc corpus.extra.iterhandler.Main$Names.iterator[corpus.extra.iterhandler.Main$Names@Main.java:47] {
}

proc corpus.extra.iterhandler.Main.<clinit> {
  s2: write corpus.extra.iterhandler.Main.PRINTED // at corpus.extra.iterhandler.Main.<clinit>(Main.java:24)
  s5: write corpus.extra.iterhandler.Main.LOG // at corpus.extra.iterhandler.Main.<clinit>(Main.java:33)
}

proc corpus.extra.iterhandler.Main.lambda$main$0[corpus.extra.iterhandler.Main.main:49#12] {
  s1: call corpus.extra.iterhandler.Main.print[corpus.extra.iterhandler.Main.lambda$main$0:49#1,corpus.extra.iterhandler.Main.main:49#12] // at corpus.extra.iterhandler.Main.lambda$main$0(Main.java:49)
}

proc corpus.extra.iterhandler.Main.main {
  s3: call corpus.extra.iterhandler.Main$Names.<init>[corpus.extra.iterhandler.Main$Names@Main.java:47] // at corpus.extra.iterhandler.Main.main(Main.java:47)
  s12: fork corpus.extra.iterhandler.Main.lambda$main$0[corpus.extra.iterhandler.Main.main:49#12] java.lang.Thread@Main.java:49 // at corpus.extra.iterhandler.Main.main(Main.java:50)
  s13: read corpus.extra.iterhandler.Main.PRINTED // at corpus.extra.iterhandler.Main.main(Main.java:51)
  s14: until java.util.concurrent.CountDownLatch@Main.java:24.count <= 0 // at corpus.extra.iterhandler.Main.main(Main.java:51)
  s15: join java.lang.Thread@Main.java:49 // at corpus.extra.iterhandler.Main.main(Main.java:52)
}

proc corpus.extra.iterhandler.Main.print[corpus.extra.iterhandler.Main.lambda$main$0:49#1,corpus.extra.iterhandler.Main.main:49#12] {
  s1: call corpus.extra.iterhandler.Main$Names.iterator[corpus.extra.iterhandler.Main$Names@Main.java:47] // at corpus.extra.iterhandler.Main.print(Main.java:37)
  s2: jump s3 exit                       // at corpus.extra.iterhandler.Main.print(Main.java:37)
  s3: jump s4 s13                        // at corpus.extra.iterhandler.Main.print(Main.java:37)
  s4: jump s5 exit                       // at corpus.extra.iterhandler.Main.print(Main.java:37)
  s5: jump s6 exit                       // at corpus.extra.iterhandler.Main.print(Main.java:37)
  s6: read corpus.extra.iterhandler.Main.LOG // at corpus.extra.iterhandler.Main.print(Main.java:38)
  s7: write java.lang.StringBuilder@Main.java:33.$state // at corpus.extra.iterhandler.Main.print(Main.java:38)
  s7_1: goto s2                          // at corpus.extra.iterhandler.Main.print(Main.java:38)
  s13: read corpus.extra.iterhandler.Main.PRINTED // at corpus.extra.iterhandler.Main.print(Main.java:43)
  s14: trydown java.util.concurrent.CountDownLatch@Main.java:24.count 1 else s14_1 // at corpus.extra.iterhandler.Main.print(Main.java:43)
  s14_1: skip                            // at corpus.extra.iterhandler.Main.print(Main.java:43)
}

proc entry {
  init0: call corpus.extra.iterhandler.Main.<clinit> // at corpus.extra.iterhandler.Main.main(Main.java:47)
  main: call corpus.extra.iterhandler.Main.main // at corpus.extra.iterhandler.Main.main(Main.java:47)
}

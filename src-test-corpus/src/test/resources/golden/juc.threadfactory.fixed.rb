main entry
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 2 init 2

proc corpus.juc.threadfactory.fixed.Main.<clinit> {
  s2: write corpus.juc.threadfactory.fixed.Main.a // at corpus.juc.threadfactory.fixed.Main.<clinit>(Main.java:19)
  s5: write corpus.juc.threadfactory.fixed.Main.b // at corpus.juc.threadfactory.fixed.Main.<clinit>(Main.java:20)
  s8: write corpus.juc.threadfactory.fixed.Main.started // at corpus.juc.threadfactory.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.juc.threadfactory.fixed.Main.lambda$main$0[corpus.juc.threadfactory.fixed.Main.main:47#8] {
}

proc corpus.juc.threadfactory.fixed.Main.lambda$main$1 {
  s0: read corpus.juc.threadfactory.fixed.Main.started // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:40)
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s1_1 // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:40)
  s1_1: skip                             // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:40)
  s2: read corpus.juc.threadfactory.fixed.Main.a // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:41)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:41)
  s4: read corpus.juc.threadfactory.fixed.Main.b // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:42)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:42)
  s6: read java.lang.System.out          // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:43)
  s8: release java.lang.Object@Main.java:20 // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:44)
  s18: release java.lang.Object@Main.java:19 // at corpus.juc.threadfactory.fixed.Main.lambda$main$1(Main.java:45)
}

proc corpus.juc.threadfactory.fixed.Main.lambda$main$2 {
  s0: read corpus.juc.threadfactory.fixed.Main.started // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:48)
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s1_1 // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:48)
  s1_1: skip                             // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:48)
  s2: read corpus.juc.threadfactory.fixed.Main.a // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:49)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:49)
  s4: read corpus.juc.threadfactory.fixed.Main.b // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:50)
  s5: acquire java.lang.Object@Main.java:20 // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:50)
  s6: read java.lang.System.out          // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:51)
  s8: release java.lang.Object@Main.java:20 // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:52)
  s18: release java.lang.Object@Main.java:19 // at corpus.juc.threadfactory.fixed.Main.lambda$main$2(Main.java:53)
}

proc corpus.juc.threadfactory.fixed.Main.lambda$renaming$0[corpus.juc.threadfactory.fixed.Main.lambda$main$0:38#10] {
  s5: call corpus.juc.threadfactory.fixed.Main.lambda$main$2 // at corpus.juc.threadfactory.fixed.Main.lambda$renaming$0(Main.java:29)
}

proc corpus.juc.threadfactory.fixed.Main.lambda$renaming$0[corpus.juc.threadfactory.fixed.Main.main:39#9] {
  s5: call corpus.juc.threadfactory.fixed.Main.lambda$main$1 // at corpus.juc.threadfactory.fixed.Main.lambda$renaming$0(Main.java:29)
}

proc corpus.juc.threadfactory.fixed.Main.main {
  s4: call corpus.juc.threadfactory.fixed.Main.renaming[corpus.juc.threadfactory.fixed.Main.main:39#4] // at corpus.juc.threadfactory.fixed.Main.main(Main.java:39)
  s7: call corpus.juc.threadfactory.fixed.Main.renaming[corpus.juc.threadfactory.fixed.Main.main:39#4] // at corpus.juc.threadfactory.fixed.Main.main(Main.java:47)
  s8: call corpus.juc.threadfactory.fixed.Main.lambda$main$0[corpus.juc.threadfactory.fixed.Main.main:47#8] // at corpus.juc.threadfactory.fixed.Main.main(Main.java:47)
  s9: fork corpus.juc.threadfactory.fixed.Main.lambda$renaming$0[corpus.juc.threadfactory.fixed.Main.main:39#9] java.lang.Thread@Main.java:39 // at corpus.juc.threadfactory.fixed.Main.main(Main.java:55)
  s10: fork corpus.juc.threadfactory.fixed.Main.lambda$renaming$0[corpus.juc.threadfactory.fixed.Main.lambda$main$0:38#10] java.lang.Thread@Main.java:38[corpus.juc.threadfactory.fixed.Main.main:47#8] // at corpus.juc.threadfactory.fixed.Main.main(Main.java:56)
  s11: read corpus.juc.threadfactory.fixed.Main.started // at corpus.juc.threadfactory.fixed.Main.main(Main.java:57)
  s12: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.juc.threadfactory.fixed.Main.main(Main.java:57)
  s13: join java.lang.Thread@Main.java:39 // at corpus.juc.threadfactory.fixed.Main.main(Main.java:58)
  s14: join java.lang.Thread@Main.java:38[corpus.juc.threadfactory.fixed.Main.main:47#8] // at corpus.juc.threadfactory.fixed.Main.main(Main.java:59)
}

proc corpus.juc.threadfactory.fixed.Main.renaming[corpus.juc.threadfactory.fixed.Main.main:39#4] {
}

proc entry {
  init0: call corpus.juc.threadfactory.fixed.Main.<clinit> // at corpus.juc.threadfactory.fixed.Main.main(Main.java:37)
  main: call corpus.juc.threadfactory.fixed.Main.main // at corpus.juc.threadfactory.fixed.Main.main(Main.java:37)
}

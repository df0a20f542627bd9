main entry
counter java.util.concurrent.CountDownLatch@Main.java:23.count cap 2 init 2

proc corpus.juc.threadfactory.Main.<clinit> {
  s2: write corpus.juc.threadfactory.Main.a // at corpus.juc.threadfactory.Main.<clinit>(Main.java:21)
  s5: write corpus.juc.threadfactory.Main.b // at corpus.juc.threadfactory.Main.<clinit>(Main.java:22)
  s8: write corpus.juc.threadfactory.Main.started // at corpus.juc.threadfactory.Main.<clinit>(Main.java:23)
}

proc corpus.juc.threadfactory.Main.lambda$main$0[corpus.juc.threadfactory.Main.main:49#8] {
}

proc corpus.juc.threadfactory.Main.lambda$main$1 {
  s0: read corpus.juc.threadfactory.Main.started // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:42)
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s1_1 // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:42)
  s1_1: skip                             // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:42)
  s2: read corpus.juc.threadfactory.Main.a // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:43)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:43)
  s4: read corpus.juc.threadfactory.Main.b // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:44)
  s5: acquire java.lang.Object@Main.java:22 // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:44)
  s6: read java.lang.System.out          // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:45)
  s8: release java.lang.Object@Main.java:22 // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:46)
  s18: release java.lang.Object@Main.java:21 // at corpus.juc.threadfactory.Main.lambda$main$1(Main.java:47)
}

proc corpus.juc.threadfactory.Main.lambda$main$2 {
  s0: read corpus.juc.threadfactory.Main.started // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:50)
  s1: trydown java.util.concurrent.CountDownLatch@Main.java:23.count 1 else s1_1 // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:50)
  s1_1: skip                             // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:50)
  s2: read corpus.juc.threadfactory.Main.b // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:51)
  s3: acquire java.lang.Object@Main.java:22 // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:51)
  s4: read corpus.juc.threadfactory.Main.a // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:52)
  s5: acquire java.lang.Object@Main.java:21 // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:52)
  s6: read java.lang.System.out          // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:53)
  s8: release java.lang.Object@Main.java:21 // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:54)
  s18: release java.lang.Object@Main.java:22 // at corpus.juc.threadfactory.Main.lambda$main$2(Main.java:55)
}

proc corpus.juc.threadfactory.Main.lambda$renaming$0[corpus.juc.threadfactory.Main.lambda$main$0:40#10] {
  s5: call corpus.juc.threadfactory.Main.lambda$main$2 // at corpus.juc.threadfactory.Main.lambda$renaming$0(Main.java:31)
}

proc corpus.juc.threadfactory.Main.lambda$renaming$0[corpus.juc.threadfactory.Main.main:41#9] {
  s5: call corpus.juc.threadfactory.Main.lambda$main$1 // at corpus.juc.threadfactory.Main.lambda$renaming$0(Main.java:31)
}

proc corpus.juc.threadfactory.Main.main {
  s4: call corpus.juc.threadfactory.Main.renaming[corpus.juc.threadfactory.Main.main:41#4] // at corpus.juc.threadfactory.Main.main(Main.java:41)
  s7: call corpus.juc.threadfactory.Main.renaming[corpus.juc.threadfactory.Main.main:41#4] // at corpus.juc.threadfactory.Main.main(Main.java:49)
  s8: call corpus.juc.threadfactory.Main.lambda$main$0[corpus.juc.threadfactory.Main.main:49#8] // at corpus.juc.threadfactory.Main.main(Main.java:49)
  s9: fork corpus.juc.threadfactory.Main.lambda$renaming$0[corpus.juc.threadfactory.Main.main:41#9] java.lang.Thread@Main.java:41 // at corpus.juc.threadfactory.Main.main(Main.java:57)
  s10: fork corpus.juc.threadfactory.Main.lambda$renaming$0[corpus.juc.threadfactory.Main.lambda$main$0:40#10] java.lang.Thread@Main.java:40[corpus.juc.threadfactory.Main.main:49#8] // at corpus.juc.threadfactory.Main.main(Main.java:58)
  s11: read corpus.juc.threadfactory.Main.started // at corpus.juc.threadfactory.Main.main(Main.java:59)
  s12: until java.util.concurrent.CountDownLatch@Main.java:23.count <= 0 // at corpus.juc.threadfactory.Main.main(Main.java:59)
  s13: join java.lang.Thread@Main.java:41 // at corpus.juc.threadfactory.Main.main(Main.java:60)
  s14: join java.lang.Thread@Main.java:40[corpus.juc.threadfactory.Main.main:49#8] // at corpus.juc.threadfactory.Main.main(Main.java:61)
}

proc corpus.juc.threadfactory.Main.renaming[corpus.juc.threadfactory.Main.main:41#4] {
}

proc entry {
  init0: call corpus.juc.threadfactory.Main.<clinit> // at corpus.juc.threadfactory.Main.main(Main.java:39)
  main: call corpus.juc.threadfactory.Main.main // at corpus.juc.threadfactory.Main.main(Main.java:39)
}

main entry
counter java.lang.Thread@Main.java:20.done cap 1 init 0
counter java.lang.Thread@Main.java:20.first cap 2 init 0
counter java.util.concurrent.CompletableFuture@Main.java:18.done cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:19.done cap 1 init 0
counter java.util.concurrent.CountDownLatch@Main.java:25.count cap 1 init 1

proc corpus.extra.combineinline.fixed.Main.<clinit> {
  s2: write corpus.extra.combineinline.fixed.Main.ledger // at corpus.extra.combineinline.fixed.Main.<clinit>(Main.java:14)
  s5: write corpus.extra.combineinline.fixed.Main.audit // at corpus.extra.combineinline.fixed.Main.<clinit>(Main.java:15)
}

proc corpus.extra.combineinline.fixed.Main.lambda$main$0[corpus.extra.combineinline.fixed.Main.main:20#10] {
  s2: read corpus.extra.combineinline.fixed.Main.audit // at corpus.extra.combineinline.fixed.Main.lambda$main$0(Main.java:21)
  s3: acquire java.lang.Object@Main.java:15 // at corpus.extra.combineinline.fixed.Main.lambda$main$0(Main.java:21)
  s8: release java.lang.Object@Main.java:15 // at corpus.extra.combineinline.fixed.Main.lambda$main$0(Main.java:22)
}

proc corpus.extra.combineinline.fixed.Main.lambda$main$1[corpus.extra.combineinline.fixed.Main.main:26#18] {
  s1: read corpus.extra.combineinline.fixed.Main.audit // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:27)
  s2: acquire java.lang.Object@Main.java:15 // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:27)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:25.count 1 else s3_1 // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:28)
  s3_1: skip                             // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:28)
  s4: call corpus.extra.combineinline.fixed.Main.pause // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:29)
  s5: read corpus.extra.combineinline.fixed.Main.ledger // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:30)
  s6: acquire java.lang.Object@Main.java:14 // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:30)
  s7: read java.lang.System.out          // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:31)
  s9: release java.lang.Object@Main.java:14 // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:32)
  s19: release java.lang.Object@Main.java:15 // at corpus.extra.combineinline.fixed.Main.lambda$main$1(Main.java:33)
}

proc corpus.extra.combineinline.fixed.Main.main {
  s10_2: tryup java.lang.Thread@Main.java:20.first 1 else s10 // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10_3: goto s10_1                      // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10: skip                              // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10_5: call corpus.extra.combineinline.fixed.Main.lambda$main$0[corpus.extra.combineinline.fixed.Main.main:20#10] // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10_4: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10_8: tryup java.lang.Thread@Main.java:20.done 1 else s10_7 // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10_7: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s10_1: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:20)
  s18: fork corpus.extra.combineinline.fixed.Main.lambda$main$1[corpus.extra.combineinline.fixed.Main.main:26#18] java.lang.Thread@Main.java:26 // at corpus.extra.combineinline.fixed.Main.main(Main.java:35)
  s20: tryup java.util.concurrent.CompletableFuture@Main.java:18.done 1 else s20_1 // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_4: tryup java.lang.Thread@Main.java:20.first 1 else s20_2 // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_5: goto s20_3                      // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_2: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_7: call corpus.extra.combineinline.fixed.Main.lambda$main$0[corpus.extra.combineinline.fixed.Main.main:20#10] // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_6: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_10: tryup java.lang.Thread@Main.java:20.done 1 else s20_9 // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_9: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_3: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s20_1: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:36)
  s21: until java.util.concurrent.CountDownLatch@Main.java:25.count <= 0 // at corpus.extra.combineinline.fixed.Main.main(Main.java:37)
  s22: read corpus.extra.combineinline.fixed.Main.ledger // at corpus.extra.combineinline.fixed.Main.main(Main.java:38)
  s23: acquire java.lang.Object@Main.java:14 // at corpus.extra.combineinline.fixed.Main.main(Main.java:38)
  s24: read java.lang.System.out         // at corpus.extra.combineinline.fixed.Main.main(Main.java:39)
  s26: release java.lang.Object@Main.java:14 // at corpus.extra.combineinline.fixed.Main.main(Main.java:40)
  s34: tryup java.util.concurrent.CompletableFuture@Main.java:19.done 1 else s34_1 // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_4: tryup java.lang.Thread@Main.java:20.first 1 else s34_2 // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_5: goto s34_3                      // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_2: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_7: call corpus.extra.combineinline.fixed.Main.lambda$main$0[corpus.extra.combineinline.fixed.Main.main:20#10] // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_6: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_10: tryup java.lang.Thread@Main.java:20.done 1 else s34_9 // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_9: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_3: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s34_1: skip                            // at corpus.extra.combineinline.fixed.Main.main(Main.java:41)
  s35: read java.lang.System.out         // at corpus.extra.combineinline.fixed.Main.main(Main.java:42)
  s36: until java.lang.Thread@Main.java:20.done >= 1 // at corpus.extra.combineinline.fixed.Main.main(Main.java:42)
  s38: join java.lang.Thread@Main.java:26 // at corpus.extra.combineinline.fixed.Main.main(Main.java:43)
}

proc corpus.extra.combineinline.fixed.Main.pause {
}

proc entry {
  init0: call corpus.extra.combineinline.fixed.Main.<clinit> // at corpus.extra.combineinline.fixed.Main.main(Main.java:18)
  main: call corpus.extra.combineinline.fixed.Main.main // at corpus.extra.combineinline.fixed.Main.main(Main.java:18)
}

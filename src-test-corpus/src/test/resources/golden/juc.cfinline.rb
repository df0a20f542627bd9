main entry
counter java.lang.Thread@Main.java:31.done cap 1 init 0
counter java.lang.Thread@Main.java:31.first cap 1 init 0
counter java.util.concurrent.CompletableFuture@Main.java:21.done cap 1 init 0

proc corpus.juc.cfinline.Main.<clinit> {
  s2: write corpus.juc.cfinline.Main.ledger // at corpus.juc.cfinline.Main.<clinit>(Main.java:19)
  s5: write corpus.juc.cfinline.Main.audit // at corpus.juc.cfinline.Main.<clinit>(Main.java:20)
  s8: write corpus.juc.cfinline.Main.result // at corpus.juc.cfinline.Main.<clinit>(Main.java:21)
}

proc corpus.juc.cfinline.Main.lambda$main$0 {
  s0: read corpus.juc.cfinline.Main.audit // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:33)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:33)
  s2: read corpus.juc.cfinline.Main.ledger // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:34)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:34)
  s4: read java.lang.System.out          // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:35)
  s5: read corpus.juc.cfinline.Main.total // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:35)
  s7: release java.lang.Object@Main.java:19 // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:36)
  s17: release java.lang.Object@Main.java:20 // at corpus.juc.cfinline.Main.lambda$main$0(Main.java:37)
}

proc corpus.juc.cfinline.Main.main {
  s1: read corpus.juc.cfinline.Main.result // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_2: tryup java.lang.Thread@Main.java:31.first 1 else s3 // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_3: goto s3_1                        // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3: skip                               // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_5: call corpus.juc.cfinline.Main.record // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_4: skip                             // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_8: tryup java.lang.Thread@Main.java:31.done 1 else s3_7 // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_7: skip                             // at corpus.juc.cfinline.Main.main(Main.java:31)
  s3_1: skip                             // at corpus.juc.cfinline.Main.main(Main.java:31)
  s8: fork corpus.juc.cfinline.Main.lambda$main$0 java.lang.Thread@Main.java:32 // at corpus.juc.cfinline.Main.main(Main.java:39)
  s9: read corpus.juc.cfinline.Main.ledger // at corpus.juc.cfinline.Main.main(Main.java:40)
  s10: acquire java.lang.Object@Main.java:19 // at corpus.juc.cfinline.Main.main(Main.java:40)
  s11: read corpus.juc.cfinline.Main.result // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13: tryup java.util.concurrent.CompletableFuture@Main.java:21.done 1 else s13_1 // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_4: tryup java.lang.Thread@Main.java:31.first 1 else s13_2 // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_5: goto s13_3                      // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_2: skip                            // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_7: call corpus.juc.cfinline.Main.record // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_6: skip                            // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_10: tryup java.lang.Thread@Main.java:31.done 1 else s13_9 // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_9: skip                            // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_3: skip                            // at corpus.juc.cfinline.Main.main(Main.java:41)
  s13_1: skip                            // at corpus.juc.cfinline.Main.main(Main.java:41)
  s14: release java.lang.Object@Main.java:19 // at corpus.juc.cfinline.Main.main(Main.java:42)
  s20: until java.lang.Thread@Main.java:31.done >= 1 // at corpus.juc.cfinline.Main.main(Main.java:43)
  s21: join java.lang.Thread@Main.java:32 // at corpus.juc.cfinline.Main.main(Main.java:44)
}

proc corpus.juc.cfinline.Main.record {
  s1: read corpus.juc.cfinline.Main.audit // at corpus.juc.cfinline.Main.record(Main.java:25)
  s2: acquire java.lang.Object@Main.java:20 // at corpus.juc.cfinline.Main.record(Main.java:25)
  s3: read corpus.juc.cfinline.Main.total // at corpus.juc.cfinline.Main.record(Main.java:26)
  s5: write corpus.juc.cfinline.Main.total // at corpus.juc.cfinline.Main.record(Main.java:26)
  s6: release java.lang.Object@Main.java:20 // at corpus.juc.cfinline.Main.record(Main.java:27)
}

proc entry {
  init0: call corpus.juc.cfinline.Main.<clinit> // at corpus.juc.cfinline.Main.main(Main.java:31)
  main: call corpus.juc.cfinline.Main.main // at corpus.juc.cfinline.Main.main(Main.java:31)
}

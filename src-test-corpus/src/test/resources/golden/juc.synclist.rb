main entry

proc corpus.juc.synclist.Main$Item.<init>[corpus.juc.synclist.Main$Item@Main.java:43] {
  s3: write corpus.juc.synclist.Main$Item@Main.java:43.name // at corpus.juc.synclist.Main$Item.<init>(Main.java:26)
}

proc corpus.juc.synclist.Main$Item.<init>[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] {
  s3: write corpus.juc.synclist.Main$Item@Main.java:46[corpus.juc.synclist.Main.main:44#13].name // at corpus.juc.synclist.Main$Item.<init>(Main.java:26)
}

proc corpus.juc.synclist.Main$Item.<init>[corpus.juc.synclist.Main$Item@Main.java:49,corpus.juc.synclist.Main.main:49#14] {
  s3: write corpus.juc.synclist.Main$Item@Main.java:49[corpus.juc.synclist.Main.main:49#14].name // at corpus.juc.synclist.Main$Item.<init>(Main.java:26)
}

proc corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:43] {
  s2: read corpus.juc.synclist.Main.registry // at corpus.juc.synclist.Main$Item.equals(Main.java:31)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main$Item.equals(Main.java:31)
  s5: jump s7 s18                        // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7: jump s7_1 s7_3                     // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_1: read corpus.juc.synclist.Main$Item@Main.java:43.name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_2: goto s7_j0                       // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_3: read corpus.juc.synclist.Main$Item@Main.java:46[corpus.juc.synclist.Main.main:44#13].name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_j0: skip                            // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s8: read corpus.juc.synclist.Main$Item@Main.java:43.name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s18: release java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
}

proc corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] {
  s2: read corpus.juc.synclist.Main.registry // at corpus.juc.synclist.Main$Item.equals(Main.java:31)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main$Item.equals(Main.java:31)
  s5: jump s7 s18                        // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7: jump s7_1 s7_3                     // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_1: read corpus.juc.synclist.Main$Item@Main.java:43.name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_2: goto s7_j0                       // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_3: read corpus.juc.synclist.Main$Item@Main.java:46[corpus.juc.synclist.Main.main:44#13].name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_j0: skip                            // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s8: read corpus.juc.synclist.Main$Item@Main.java:46[corpus.juc.synclist.Main.main:44#13].name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s18: release java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
}

proc corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:49,corpus.juc.synclist.Main.main:49#14] {
  s2: read corpus.juc.synclist.Main.registry // at corpus.juc.synclist.Main$Item.equals(Main.java:31)
  s3: acquire java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main$Item.equals(Main.java:31)
  s5: jump s7 s18                        // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7: jump s7_1 s7_3                     // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_1: read corpus.juc.synclist.Main$Item@Main.java:43.name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_2: goto s7_j0                       // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_3: read corpus.juc.synclist.Main$Item@Main.java:46[corpus.juc.synclist.Main.main:44#13].name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s7_j0: skip                            // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s8: read corpus.juc.synclist.Main$Item@Main.java:49[corpus.juc.synclist.Main.main:49#14].name // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
  s18: release java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main$Item.equals(Main.java:32)
}

proc corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:43] {
  s1: read corpus.juc.synclist.Main$Item@Main.java:43.name // at corpus.juc.synclist.Main$Item.hashCode(Main.java:38)
}

proc corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] {
  s1: read corpus.juc.synclist.Main$Item@Main.java:46[corpus.juc.synclist.Main.main:44#13].name // at corpus.juc.synclist.Main$Item.hashCode(Main.java:38)
}

proc corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:49,corpus.juc.synclist.Main.main:49#14] {
  s1: read corpus.juc.synclist.Main$Item@Main.java:49[corpus.juc.synclist.Main.main:49#14].name // at corpus.juc.synclist.Main$Item.hashCode(Main.java:38)
}

proc corpus.juc.synclist.Main.<clinit> {
  s2: write corpus.juc.synclist.Main.registry // at corpus.juc.synclist.Main.<clinit>(Main.java:19)
  s8: write corpus.juc.synclist.Main.items // at corpus.juc.synclist.Main.<clinit>(Main.java:20)
}

proc corpus.juc.synclist.Main.lambda$main$0[corpus.juc.synclist.Main.main:44#13] {
  s0: read corpus.juc.synclist.Main.registry // at corpus.juc.synclist.Main.lambda$main$0(Main.java:45)
  s1: acquire java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main.lambda$main$0(Main.java:45)
  s2: read corpus.juc.synclist.Main.items // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s4: call corpus.juc.synclist.Main$Item.<init>[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5: acquire java.util.List@Main.java:20 // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_1: jump s5_2 s5_3 s5_5 s5_7 s5_9    // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_3: call corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_4: goto s5_2                        // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_5: call corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_6: goto s5_2                        // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_7: call corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:43] // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_8: goto s5_2                        // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_9: call corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:43] // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_2: skip                             // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s5_11: release java.util.List@Main.java:20 // at corpus.juc.synclist.Main.lambda$main$0(Main.java:46)
  s6: release java.lang.Object@Main.java:19 // at corpus.juc.synclist.Main.lambda$main$0(Main.java:47)
}

proc corpus.juc.synclist.Main.lambda$main$1[corpus.juc.synclist.Main.main:49#14] {
  s0: read java.lang.System.out          // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s1: read corpus.juc.synclist.Main.items // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s3e1: call corpus.juc.synclist.Main$Item.<init>[corpus.juc.synclist.Main$Item@Main.java:49,corpus.juc.synclist.Main.main:49#14] // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1: acquire java.util.List@Main.java:20 // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1_1: jump s4e1_2 s4e1_3 s4e1_5      // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1_3: call corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:49,corpus.juc.synclist.Main.main:49#14] // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1_4: goto s4e1_2                    // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1_5: call corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:49,corpus.juc.synclist.Main.main:49#14] // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1_2: skip                           // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
  s4e1_7: release java.util.List@Main.java:20 // at corpus.juc.synclist.Main.lambda$main$1(Main.java:49)
}

proc corpus.juc.synclist.Main.main {
  s1: read corpus.juc.synclist.Main.items // at corpus.juc.synclist.Main.main(Main.java:43)
  s3: call corpus.juc.synclist.Main$Item.<init>[corpus.juc.synclist.Main$Item@Main.java:43] // at corpus.juc.synclist.Main.main(Main.java:43)
  s4: acquire java.util.List@Main.java:20 // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_1: jump s4_2 s4_3 s4_5 s4_7 s4_9    // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_3: call corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:43] // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_4: goto s4_2                        // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_5: call corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:43] // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_6: goto s4_2                        // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_7: call corpus.juc.synclist.Main$Item.equals[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_8: goto s4_2                        // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_9: call corpus.juc.synclist.Main$Item.hashCode[corpus.juc.synclist.Main$Item@Main.java:46,corpus.juc.synclist.Main.main:44#13] // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_2: skip                             // at corpus.juc.synclist.Main.main(Main.java:43)
  s4_11: release java.util.List@Main.java:20 // at corpus.juc.synclist.Main.main(Main.java:43)
  s13: fork corpus.juc.synclist.Main.lambda$main$0[corpus.juc.synclist.Main.main:44#13] java.lang.Thread@Main.java:44 // at corpus.juc.synclist.Main.main(Main.java:50)
  s14: fork corpus.juc.synclist.Main.lambda$main$1[corpus.juc.synclist.Main.main:49#14] java.lang.Thread@Main.java:49 // at corpus.juc.synclist.Main.main(Main.java:51)
  s15: join java.lang.Thread@Main.java:44 // at corpus.juc.synclist.Main.main(Main.java:52)
  s16: join java.lang.Thread@Main.java:49 // at corpus.juc.synclist.Main.main(Main.java:53)
}

proc entry {
  init0: call corpus.juc.synclist.Main.<clinit> // at corpus.juc.synclist.Main.main(Main.java:43)
  main: call corpus.juc.synclist.Main.main // at corpus.juc.synclist.Main.main(Main.java:43)
}

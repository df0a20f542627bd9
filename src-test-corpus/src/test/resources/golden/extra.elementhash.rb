main entry

proc corpus.extra.elementhash.Main$Session.<init>[corpus.extra.elementhash.Main$Session@Main.java:43] {
  s3: write corpus.extra.elementhash.Main$Session@Main.java:43.id // at corpus.extra.elementhash.Main$Session.<init>(Main.java:26)
}

proc corpus.extra.elementhash.Main$Session.<init>[corpus.extra.elementhash.Main$Session@Main.java:44] {
  s3: write corpus.extra.elementhash.Main$Session@Main.java:44.id // at corpus.extra.elementhash.Main$Session.<init>(Main.java:26)
}

proc corpus.extra.elementhash.Main$Session.equals[corpus.extra.elementhash.Main$Session@Main.java:43] {
}

proc corpus.extra.elementhash.Main$Session.hashCode[corpus.extra.elementhash.Main$Session@Main.java:43] {
  sync: acquire corpus.extra.elementhash.Main$Session@Main.java:43 // at corpus.extra.elementhash.Main$Session.hashCode(Main.java:31)
  s1: read corpus.extra.elementhash.Main$Session@Main.java:43.id // at corpus.extra.elementhash.Main$Session.hashCode(Main.java:31)
  ret_0: release corpus.extra.elementhash.Main$Session@Main.java:43 // at corpus.extra.elementhash.Main$Session.hashCode(Main.java:31)
}

proc corpus.extra.elementhash.Main$Session.hashCode[corpus.extra.elementhash.Main$Session@Main.java:44] {
  sync: acquire corpus.extra.elementhash.Main$Session@Main.java:44 // at corpus.extra.elementhash.Main$Session.hashCode(Main.java:31)
  s1: read corpus.extra.elementhash.Main$Session@Main.java:44.id // at corpus.extra.elementhash.Main$Session.hashCode(Main.java:31)
  ret_0: release corpus.extra.elementhash.Main$Session@Main.java:44 // at corpus.extra.elementhash.Main$Session.hashCode(Main.java:31)
}

proc corpus.extra.elementhash.Main.<clinit> {
  s3: write corpus.extra.elementhash.Main.CACHE // at corpus.extra.elementhash.Main.<clinit>(Main.java:40)
}

proc corpus.extra.elementhash.Main.lambda$main$0[corpus.extra.elementhash.Main.main:45#12] {
  s1: read corpus.extra.elementhash.Main.CACHE // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:46)
  s2: acquire java.util.HashMap@Main.java:40 // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:46)
  s3: call corpus.extra.elementhash.Main.pause // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:47)
  s4: read corpus.extra.elementhash.Main.CACHE // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s5: read java.util.HashMap@Main.java:40.$state // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s5_1: jump exit5_s5_2 s5_3 s5_5        // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s5_3: call corpus.extra.elementhash.Main$Session.hashCode[corpus.extra.elementhash.Main$Session@Main.java:43] // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s5_4: goto s5_1                        // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s5_5: call corpus.extra.elementhash.Main$Session.equals[corpus.extra.elementhash.Main$Session@Main.java:43] // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s5_6: goto s5_1                        // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  exit5_s5_2: skip                       // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:48)
  s6: release java.util.HashMap@Main.java:40 // at corpus.extra.elementhash.Main.lambda$main$0(Main.java:49)
}

proc corpus.extra.elementhash.Main.main {
  s2: call corpus.extra.elementhash.Main$Session.<init>[corpus.extra.elementhash.Main$Session@Main.java:43] // at corpus.extra.elementhash.Main.main(Main.java:43)
  s4: read corpus.extra.elementhash.Main.CACHE // at corpus.extra.elementhash.Main.main(Main.java:44)
  s6: call corpus.extra.elementhash.Main$Session.<init>[corpus.extra.elementhash.Main$Session@Main.java:44] // at corpus.extra.elementhash.Main.main(Main.java:44)
  s7: write java.util.HashMap@Main.java:40.$state // at corpus.extra.elementhash.Main.main(Main.java:44)
  s7_1: jump exit7_s7_2 s7_3 s7_5        // at corpus.extra.elementhash.Main.main(Main.java:44)
  s7_3: call corpus.extra.elementhash.Main$Session.hashCode[corpus.extra.elementhash.Main$Session@Main.java:44] // at corpus.extra.elementhash.Main.main(Main.java:44)
  s7_4: goto s7_1                        // at corpus.extra.elementhash.Main.main(Main.java:44)
  s7_5: call corpus.extra.elementhash.Main$Session.equals[corpus.extra.elementhash.Main$Session@Main.java:43] // at corpus.extra.elementhash.Main.main(Main.java:44)
  s7_6: goto s7_1                        // at corpus.extra.elementhash.Main.main(Main.java:44)
  exit7_s7_2: skip                       // at corpus.extra.elementhash.Main.main(Main.java:44)
  s12: fork corpus.extra.elementhash.Main.lambda$main$0[corpus.extra.elementhash.Main.main:45#12] java.lang.Thread@Main.java:45 // at corpus.extra.elementhash.Main.main(Main.java:51)
  s14: acquire corpus.extra.elementhash.Main$Session@Main.java:43 // at corpus.extra.elementhash.Main.main(Main.java:52)
  s15: call corpus.extra.elementhash.Main.pause // at corpus.extra.elementhash.Main.main(Main.java:53)
  s16: read corpus.extra.elementhash.Main.CACHE // at corpus.extra.elementhash.Main.main(Main.java:54)
  s17: acquire java.util.HashMap@Main.java:40 // at corpus.extra.elementhash.Main.main(Main.java:54)
  s18: read corpus.extra.elementhash.Main.CACHE // at corpus.extra.elementhash.Main.main(Main.java:55)
  s19: write java.util.HashMap@Main.java:40.$state // at corpus.extra.elementhash.Main.main(Main.java:55)
  s19_1: jump exit19_s19_2 s19_3 s19_5   // at corpus.extra.elementhash.Main.main(Main.java:55)
  s19_3: call corpus.extra.elementhash.Main$Session.hashCode[corpus.extra.elementhash.Main$Session@Main.java:43] // at corpus.extra.elementhash.Main.main(Main.java:55)
  s19_4: goto s19_1                      // at corpus.extra.elementhash.Main.main(Main.java:55)
  s19_5: call corpus.extra.elementhash.Main$Session.equals[corpus.extra.elementhash.Main$Session@Main.java:43] // at corpus.extra.elementhash.Main.main(Main.java:55)
  s19_6: goto s19_1                      // at corpus.extra.elementhash.Main.main(Main.java:55)
  exit19_s19_2: skip                     // at corpus.extra.elementhash.Main.main(Main.java:55)
  s20: release java.util.HashMap@Main.java:40 // at corpus.extra.elementhash.Main.main(Main.java:56)
  s30: release corpus.extra.elementhash.Main$Session@Main.java:43 // at corpus.extra.elementhash.Main.main(Main.java:57)
  s32: join java.lang.Thread@Main.java:45 // at corpus.extra.elementhash.Main.main(Main.java:58)
}

proc corpus.extra.elementhash.Main.pause {
}

proc entry {
  init0: call corpus.extra.elementhash.Main.<clinit> // at corpus.extra.elementhash.Main.main(Main.java:43)
  main: call corpus.extra.elementhash.Main.main // at corpus.extra.elementhash.Main.main(Main.java:43)
}

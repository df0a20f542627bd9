main entry

proc corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s3: write corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
}

proc corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s3: write corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
}

proc corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] {
  s3: jump s3_1 s3_3                     // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
  s3_1: write corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
  s3_2: goto s3_j0                       // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
  s3_3: write corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
  s3_j0: skip                            // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>(Main.java:27)
}

proc corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s1: read corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2: jump s2_1 s2_3                     // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_1: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_2: goto s2_j0                       // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_3: skip                             // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_j0: skip                            // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
}

proc corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s1: read corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2: jump s2_1 s2_3                     // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_1: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_2: goto s2_j0                       // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_3: skip                             // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_j0: skip                            // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
}

proc corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] {
  s1: jump s1_1 s1_3                     // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s1_1: read corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s1_2: goto s1_j0                       // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s1_3: read corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7].component // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s1_j0: skip                            // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2: jump s2_1 s2_3                     // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_1: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_2: goto s2_j0                       // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_3: skip                             // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
  s2_j0: skip                            // at corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode(Main.java:32)
}

proc corpus.extra.jdktypebase.fixed.Main.<clinit> {
  s2: write corpus.extra.jdktypebase.fixed.Main.A // at corpus.extra.jdktypebase.fixed.Main.<clinit>(Main.java:20)
  s5: write corpus.extra.jdktypebase.fixed.Main.B // at corpus.extra.jdktypebase.fixed.Main.<clinit>(Main.java:21)
}

proc corpus.extra.jdktypebase.fixed.Main.lambda$main$0 {
  s0: read corpus.extra.jdktypebase.fixed.Main.A // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:49)
  s1: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:49)
  s2: read corpus.extra.jdktypebase.fixed.Main.B // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:50)
  s3: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:50)
  s4: read java.lang.System.out          // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:51)
  s6: release java.lang.Object@Main.java:21 // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:52)
  s16: release java.lang.Object@Main.java:20 // at corpus.extra.jdktypebase.fixed.Main.lambda$main$0(Main.java:53)
}

proc corpus.extra.jdktypebase.fixed.Main.main {
  s3: call corpus.extra.jdktypebase.fixed.Main.wrap[args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:46)
  s4: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.hashCode[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:47)
  s9: fork corpus.extra.jdktypebase.fixed.Main.lambda$main$0 java.lang.Thread@Main.java:48 // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:55)
  s10: read corpus.extra.jdktypebase.fixed.Main.A // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:56)
  s11: acquire java.lang.Object@Main.java:20 // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:56)
  s12: read corpus.extra.jdktypebase.fixed.Main.B // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:57)
  s13: acquire java.lang.Object@Main.java:21 // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:57)
  s14: read java.lang.System.out         // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:58)
  s16: release java.lang.Object@Main.java:21 // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:59)
  s26: release java.lang.Object@Main.java:20 // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:60)
  s28: join java.lang.Thread@Main.java:48 // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:61)
}

proc corpus.extra.jdktypebase.fixed.Main.wrap[args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s0: goto s7e1                          // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9_1: goto exit                        // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7e1: call corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3]#args,p1=1 // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7e1_1: goto s9                        // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
}

proc corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s2: jump exit s7                       // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7: call corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
}

proc corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3]#args,p1=1 {
  s0: goto s7e3                          // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9_1: goto exit                        // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7e3: call corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3]#args,p1=0 // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7e3_1: goto s9                        // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
}

proc corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3] {
  s2: jump exit s7                       // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7: call corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
}

proc corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,args(p1=2),corpus.extra.jdktypebase.fixed.Main.main:46#3]#args,p1=0 {
}

proc corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] {
  s2: jump exit s7                       // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s7: call corpus.extra.jdktypebase.fixed.Main.wrap[corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
  s9: call corpus.extra.jdktypebase.fixed.Main$ArrayOf.<init>[corpus.extra.jdktypebase.fixed.Main$ArrayOf@Main.java:42,corpus.extra.jdktypebase.fixed.Main.wrap:42#7,corpus.extra.jdktypebase.fixed.Main.wrap:42#7] // at corpus.extra.jdktypebase.fixed.Main.wrap(Main.java:42)
}

proc entry {
  init0: call corpus.extra.jdktypebase.fixed.Main.<clinit> // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:46)
  main: call corpus.extra.jdktypebase.fixed.Main.main // at corpus.extra.jdktypebase.fixed.Main.main(Main.java:46)
}

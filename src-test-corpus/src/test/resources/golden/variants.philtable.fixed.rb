main corpus.variants.philtable.fixed.Main.main

proc corpus.variants.philtable.fixed.Fork.<init>[corpus.variants.philtable.fixed.Fork@Main.java:43,corpus.variants.philtable.fixed.Table@Main.java:17] {
}

proc corpus.variants.philtable.fixed.Main.main {
  s2: call corpus.variants.philtable.fixed.Table.<init>[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Main.main(Main.java:17)
  s5: read corpus.variants.philtable.fixed.Table@Main.java:17.f0 // at corpus.variants.philtable.fixed.Main.main(Main.java:18)
  s6: read corpus.variants.philtable.fixed.Table@Main.java:17.f1 // at corpus.variants.philtable.fixed.Main.main(Main.java:18)
  s7: call corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Main.main(Main.java:18)
  s8: call corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:18] // at corpus.variants.philtable.fixed.Main.main(Main.java:18)
  s9: fork corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:18] corpus.variants.philtable.fixed.Philosopher@Main.java:18 // at corpus.variants.philtable.fixed.Main.main(Main.java:18)
  s11: read corpus.variants.philtable.fixed.Table@Main.java:17.f1 // at corpus.variants.philtable.fixed.Main.main(Main.java:19)
  s12: read corpus.variants.philtable.fixed.Table@Main.java:17.f2 // at corpus.variants.philtable.fixed.Main.main(Main.java:19)
  s13: call corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Main.main(Main.java:19)
  s14: call corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:19] // at corpus.variants.philtable.fixed.Main.main(Main.java:19)
  s15: fork corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:19] corpus.variants.philtable.fixed.Philosopher@Main.java:19 // at corpus.variants.philtable.fixed.Main.main(Main.java:19)
  s17: read corpus.variants.philtable.fixed.Table@Main.java:17.f2 // at corpus.variants.philtable.fixed.Main.main(Main.java:20)
  s18: read corpus.variants.philtable.fixed.Table@Main.java:17.f3 // at corpus.variants.philtable.fixed.Main.main(Main.java:20)
  s19: call corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Main.main(Main.java:20)
  s20: call corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:20] // at corpus.variants.philtable.fixed.Main.main(Main.java:20)
  s21: fork corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:20] corpus.variants.philtable.fixed.Philosopher@Main.java:20 // at corpus.variants.philtable.fixed.Main.main(Main.java:20)
  s23: read corpus.variants.philtable.fixed.Table@Main.java:17.f3 // at corpus.variants.philtable.fixed.Main.main(Main.java:21)
  s24: read corpus.variants.philtable.fixed.Table@Main.java:17.f4 // at corpus.variants.philtable.fixed.Main.main(Main.java:21)
  s25: call corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Main.main(Main.java:21)
  s26: call corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:21] // at corpus.variants.philtable.fixed.Main.main(Main.java:21)
  s27: fork corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:21] corpus.variants.philtable.fixed.Philosopher@Main.java:21 // at corpus.variants.philtable.fixed.Main.main(Main.java:21)
  s29: read corpus.variants.philtable.fixed.Table@Main.java:17.f0 // at corpus.variants.philtable.fixed.Main.main(Main.java:22)
  s30: read corpus.variants.philtable.fixed.Table@Main.java:17.f4 // at corpus.variants.philtable.fixed.Main.main(Main.java:22)
  s31: call corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Main.main(Main.java:22)
  s32: call corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:22] // at corpus.variants.philtable.fixed.Main.main(Main.java:22)
  s33: fork corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:22] corpus.variants.philtable.fixed.Philosopher@Main.java:22 // at corpus.variants.philtable.fixed.Main.main(Main.java:22)
}

proc corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:18] {
  s3: write corpus.variants.philtable.fixed.Philosopher@Main.java:18.seat // at corpus.variants.philtable.fixed.Philosopher.<init>(Main.java:63)
}

proc corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:19] {
  s3: write corpus.variants.philtable.fixed.Philosopher@Main.java:19.seat // at corpus.variants.philtable.fixed.Philosopher.<init>(Main.java:63)
}

proc corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:20] {
  s3: write corpus.variants.philtable.fixed.Philosopher@Main.java:20.seat // at corpus.variants.philtable.fixed.Philosopher.<init>(Main.java:63)
}

proc corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:21] {
  s3: write corpus.variants.philtable.fixed.Philosopher@Main.java:21.seat // at corpus.variants.philtable.fixed.Philosopher.<init>(Main.java:63)
}

proc corpus.variants.philtable.fixed.Philosopher.<init>[corpus.variants.philtable.fixed.Philosopher@Main.java:22] {
  s3: write corpus.variants.philtable.fixed.Philosopher@Main.java:22.seat // at corpus.variants.philtable.fixed.Philosopher.<init>(Main.java:63)
}

proc corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:18] {
  s1: read corpus.variants.philtable.fixed.Philosopher@Main.java:18.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s2: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s3: read corpus.variants.philtable.fixed.Philosopher@Main.java:18.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s4: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s6: acquire corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:70)
  s8: acquire corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:71)
  s9: read corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s11: write corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s12: read corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s14: write corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s15: read corpus.variants.philtable.fixed.Philosopher@Main.java:18.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s16: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s17: call corpus.variants.philtable.fixed.Table.served[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s18: release corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:75)
  s28: release corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:76)
}

proc corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:19] {
  s1: read corpus.variants.philtable.fixed.Philosopher@Main.java:19.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s2: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s3: read corpus.variants.philtable.fixed.Philosopher@Main.java:19.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s4: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s6: acquire corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:70)
  s8: acquire corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:71)
  s9: read corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s11: write corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s12: read corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s14: write corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s15: read corpus.variants.philtable.fixed.Philosopher@Main.java:19.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s16: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s17: call corpus.variants.philtable.fixed.Table.served[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s18: release corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:75)
  s28: release corpus.variants.philtable.fixed.Fork@Main.java:44[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:76)
}

proc corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:20] {
  s1: read corpus.variants.philtable.fixed.Philosopher@Main.java:20.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s2: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s3: read corpus.variants.philtable.fixed.Philosopher@Main.java:20.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s4: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s6: acquire corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:70)
  s8: acquire corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:71)
  s9: read corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s11: write corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s12: read corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s14: write corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s15: read corpus.variants.philtable.fixed.Philosopher@Main.java:20.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s16: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s17: call corpus.variants.philtable.fixed.Table.served[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s18: release corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:75)
  s28: release corpus.variants.philtable.fixed.Fork@Main.java:45[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:76)
}

proc corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:21] {
  s1: read corpus.variants.philtable.fixed.Philosopher@Main.java:21.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s2: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s3: read corpus.variants.philtable.fixed.Philosopher@Main.java:21.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s4: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s6: acquire corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:70)
  s8: acquire corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:71)
  s9: read corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s11: write corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s12: read corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s14: write corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s15: read corpus.variants.philtable.fixed.Philosopher@Main.java:21.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s16: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s17: call corpus.variants.philtable.fixed.Table.served[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s18: release corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:75)
  s28: release corpus.variants.philtable.fixed.Fork@Main.java:46[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:76)
}

proc corpus.variants.philtable.fixed.Philosopher.run[corpus.variants.philtable.fixed.Philosopher@Main.java:22] {
  s1: read corpus.variants.philtable.fixed.Philosopher@Main.java:22.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s2: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:68)
  s3: read corpus.variants.philtable.fixed.Philosopher@Main.java:22.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s4: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:69)
  s6: acquire corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:70)
  s8: acquire corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:71)
  s9: read corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s11: write corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:72)
  s12: read corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s14: write corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17].uses // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:73)
  s15: read corpus.variants.philtable.fixed.Philosopher@Main.java:22.seat // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s16: read corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s17: call corpus.variants.philtable.fixed.Table.served[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:74)
  s18: release corpus.variants.philtable.fixed.Fork@Main.java:47[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:75)
  s28: release corpus.variants.philtable.fixed.Fork@Main.java:43[corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Philosopher.run(Main.java:76)
}

proc corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s5: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:36)
  s6: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:37)
  s7: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:38)
}

proc corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s5: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:36)
  s6: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:37)
  s7: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:38)
}

proc corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s5: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:36)
  s6: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:37)
  s7: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:38)
}

proc corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s5: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:36)
  s6: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:37)
  s7: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:38)
}

proc corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s5: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17].table // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:36)
  s6: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17].left // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:37)
  s7: write corpus.variants.philtable.fixed.Seat@Main.java:51[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17].right // at corpus.variants.philtable.fixed.Seat.<init>(Main.java:38)
}

proc corpus.variants.philtable.fixed.Table.<init>[corpus.variants.philtable.fixed.Table@Main.java:17] {
  s3: call corpus.variants.philtable.fixed.Fork.<init>[corpus.variants.philtable.fixed.Fork@Main.java:43,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.<init>(Main.java:43)
  s4: write corpus.variants.philtable.fixed.Table@Main.java:17.f0 // at corpus.variants.philtable.fixed.Table.<init>(Main.java:43)
  s6: call corpus.variants.philtable.fixed.Fork.<init>[corpus.variants.philtable.fixed.Fork@Main.java:43,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.<init>(Main.java:44)
  s7: write corpus.variants.philtable.fixed.Table@Main.java:17.f1 // at corpus.variants.philtable.fixed.Table.<init>(Main.java:44)
  s9: call corpus.variants.philtable.fixed.Fork.<init>[corpus.variants.philtable.fixed.Fork@Main.java:43,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.<init>(Main.java:45)
  s10: write corpus.variants.philtable.fixed.Table@Main.java:17.f2 // at corpus.variants.philtable.fixed.Table.<init>(Main.java:45)
  s12: call corpus.variants.philtable.fixed.Fork.<init>[corpus.variants.philtable.fixed.Fork@Main.java:43,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.<init>(Main.java:46)
  s13: write corpus.variants.philtable.fixed.Table@Main.java:17.f3 // at corpus.variants.philtable.fixed.Table.<init>(Main.java:46)
  s15: call corpus.variants.philtable.fixed.Fork.<init>[corpus.variants.philtable.fixed.Fork@Main.java:43,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.<init>(Main.java:47)
  s16: write corpus.variants.philtable.fixed.Table@Main.java:17.f4 // at corpus.variants.philtable.fixed.Table.<init>(Main.java:47)
}

proc corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s4: call corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:18#7,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.seat(Main.java:51)
}

proc corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s4: call corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:19#13,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.seat(Main.java:51)
}

proc corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s4: call corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:20#19,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.seat(Main.java:51)
}

proc corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s4: call corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:21#25,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.seat(Main.java:51)
}

proc corpus.variants.philtable.fixed.Table.seat[corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17] {
  s4: call corpus.variants.philtable.fixed.Seat.<init>[corpus.variants.philtable.fixed.Seat@Main.java:51,corpus.variants.philtable.fixed.Main.main:22#31,corpus.variants.philtable.fixed.Table@Main.java:17] // at corpus.variants.philtable.fixed.Table.seat(Main.java:51)
}

proc corpus.variants.philtable.fixed.Table.served[corpus.variants.philtable.fixed.Table@Main.java:17] {
  s1: read corpus.variants.philtable.fixed.Table@Main.java:17.meals // at corpus.variants.philtable.fixed.Table.served(Main.java:55)
  s3: write corpus.variants.philtable.fixed.Table@Main.java:17.meals // at corpus.variants.philtable.fixed.Table.served(Main.java:55)
}

main corpus.variants.philtable.Main.main

proc corpus.variants.philtable.Fork.<init>[corpus.variants.philtable.Fork@Main.java:45,corpus.variants.philtable.Table@Main.java:19] {
}

proc corpus.variants.philtable.Main.main {
  s2: call corpus.variants.philtable.Table.<init>[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Main.main(Main.java:19)
  s5: read corpus.variants.philtable.Table@Main.java:19.f0 // at corpus.variants.philtable.Main.main(Main.java:20)
  s6: read corpus.variants.philtable.Table@Main.java:19.f1 // at corpus.variants.philtable.Main.main(Main.java:20)
  s7: call corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Main.main(Main.java:20)
  s8: call corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:20] // at corpus.variants.philtable.Main.main(Main.java:20)
  s9: fork corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:20] corpus.variants.philtable.Philosopher@Main.java:20 // at corpus.variants.philtable.Main.main(Main.java:20)
  s11: read corpus.variants.philtable.Table@Main.java:19.f1 // at corpus.variants.philtable.Main.main(Main.java:21)
  s12: read corpus.variants.philtable.Table@Main.java:19.f2 // at corpus.variants.philtable.Main.main(Main.java:21)
  s13: call corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Main.main(Main.java:21)
  s14: call corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:21] // at corpus.variants.philtable.Main.main(Main.java:21)
  s15: fork corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:21] corpus.variants.philtable.Philosopher@Main.java:21 // at corpus.variants.philtable.Main.main(Main.java:21)
  s17: read corpus.variants.philtable.Table@Main.java:19.f2 // at corpus.variants.philtable.Main.main(Main.java:22)
  s18: read corpus.variants.philtable.Table@Main.java:19.f3 // at corpus.variants.philtable.Main.main(Main.java:22)
  s19: call corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Main.main(Main.java:22)
  s20: call corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:22] // at corpus.variants.philtable.Main.main(Main.java:22)
  s21: fork corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:22] corpus.variants.philtable.Philosopher@Main.java:22 // at corpus.variants.philtable.Main.main(Main.java:22)
  s23: read corpus.variants.philtable.Table@Main.java:19.f3 // at corpus.variants.philtable.Main.main(Main.java:23)
  s24: read corpus.variants.philtable.Table@Main.java:19.f4 // at corpus.variants.philtable.Main.main(Main.java:23)
  s25: call corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Main.main(Main.java:23)
  s26: call corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:23] // at corpus.variants.philtable.Main.main(Main.java:23)
  s27: fork corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:23] corpus.variants.philtable.Philosopher@Main.java:23 // at corpus.variants.philtable.Main.main(Main.java:23)
  s29: read corpus.variants.philtable.Table@Main.java:19.f4 // at corpus.variants.philtable.Main.main(Main.java:24)
  s30: read corpus.variants.philtable.Table@Main.java:19.f0 // at corpus.variants.philtable.Main.main(Main.java:24)
  s31: call corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Main.main(Main.java:24)
  s32: call corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:24] // at corpus.variants.philtable.Main.main(Main.java:24)
  s33: fork corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:24] corpus.variants.philtable.Philosopher@Main.java:24 // at corpus.variants.philtable.Main.main(Main.java:24)
}

proc corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:20] {
  s3: write corpus.variants.philtable.Philosopher@Main.java:20.seat // at corpus.variants.philtable.Philosopher.<init>(Main.java:65)
}

proc corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:21] {
  s3: write corpus.variants.philtable.Philosopher@Main.java:21.seat // at corpus.variants.philtable.Philosopher.<init>(Main.java:65)
}

proc corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:22] {
  s3: write corpus.variants.philtable.Philosopher@Main.java:22.seat // at corpus.variants.philtable.Philosopher.<init>(Main.java:65)
}

proc corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:23] {
  s3: write corpus.variants.philtable.Philosopher@Main.java:23.seat // at corpus.variants.philtable.Philosopher.<init>(Main.java:65)
}

proc corpus.variants.philtable.Philosopher.<init>[corpus.variants.philtable.Philosopher@Main.java:24] {
  s3: write corpus.variants.philtable.Philosopher@Main.java:24.seat // at corpus.variants.philtable.Philosopher.<init>(Main.java:65)
}

proc corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:20] {
  s1: read corpus.variants.philtable.Philosopher@Main.java:20.seat // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s2: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s3: read corpus.variants.philtable.Philosopher@Main.java:20.seat // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s4: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s6: acquire corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:72)
  s8: acquire corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:73)
  s9: read corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s11: write corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s12: read corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s14: write corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s15: read corpus.variants.philtable.Philosopher@Main.java:20.seat // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s16: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s17: call corpus.variants.philtable.Table.served[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s18: release corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:77)
  s28: release corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:78)
}

proc corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:21] {
  s1: read corpus.variants.philtable.Philosopher@Main.java:21.seat // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s2: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s3: read corpus.variants.philtable.Philosopher@Main.java:21.seat // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s4: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s6: acquire corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:72)
  s8: acquire corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:73)
  s9: read corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s11: write corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s12: read corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s14: write corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s15: read corpus.variants.philtable.Philosopher@Main.java:21.seat // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s16: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s17: call corpus.variants.philtable.Table.served[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s18: release corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:77)
  s28: release corpus.variants.philtable.Fork@Main.java:46[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:78)
}

proc corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:22] {
  s1: read corpus.variants.philtable.Philosopher@Main.java:22.seat // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s2: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s3: read corpus.variants.philtable.Philosopher@Main.java:22.seat // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s4: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s6: acquire corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:72)
  s8: acquire corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:73)
  s9: read corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s11: write corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s12: read corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s14: write corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s15: read corpus.variants.philtable.Philosopher@Main.java:22.seat // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s16: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s17: call corpus.variants.philtable.Table.served[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s18: release corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:77)
  s28: release corpus.variants.philtable.Fork@Main.java:47[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:78)
}

proc corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:23] {
  s1: read corpus.variants.philtable.Philosopher@Main.java:23.seat // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s2: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s3: read corpus.variants.philtable.Philosopher@Main.java:23.seat // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s4: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s6: acquire corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:72)
  s8: acquire corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:73)
  s9: read corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s11: write corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s12: read corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s14: write corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s15: read corpus.variants.philtable.Philosopher@Main.java:23.seat // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s16: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s17: call corpus.variants.philtable.Table.served[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s18: release corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:77)
  s28: release corpus.variants.philtable.Fork@Main.java:48[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:78)
}

proc corpus.variants.philtable.Philosopher.run[corpus.variants.philtable.Philosopher@Main.java:24] {
  s1: read corpus.variants.philtable.Philosopher@Main.java:24.seat // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s2: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Philosopher.run(Main.java:70)
  s3: read corpus.variants.philtable.Philosopher@Main.java:24.seat // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s4: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Philosopher.run(Main.java:71)
  s6: acquire corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:72)
  s8: acquire corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:73)
  s9: read corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s11: write corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:74)
  s12: read corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s14: write corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19].uses // at corpus.variants.philtable.Philosopher.run(Main.java:75)
  s15: read corpus.variants.philtable.Philosopher@Main.java:24.seat // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s16: read corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s17: call corpus.variants.philtable.Table.served[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:76)
  s18: release corpus.variants.philtable.Fork@Main.java:45[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:77)
  s28: release corpus.variants.philtable.Fork@Main.java:49[corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Philosopher.run(Main.java:78)
}

proc corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19] {
  s5: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Seat.<init>(Main.java:38)
  s6: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Seat.<init>(Main.java:39)
  s7: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Seat.<init>(Main.java:40)
}

proc corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19] {
  s5: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Seat.<init>(Main.java:38)
  s6: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Seat.<init>(Main.java:39)
  s7: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Seat.<init>(Main.java:40)
}

proc corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19] {
  s5: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Seat.<init>(Main.java:38)
  s6: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Seat.<init>(Main.java:39)
  s7: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Seat.<init>(Main.java:40)
}

proc corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19] {
  s5: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Seat.<init>(Main.java:38)
  s6: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Seat.<init>(Main.java:39)
  s7: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Seat.<init>(Main.java:40)
}

proc corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19] {
  s5: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19].table // at corpus.variants.philtable.Seat.<init>(Main.java:38)
  s6: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19].left // at corpus.variants.philtable.Seat.<init>(Main.java:39)
  s7: write corpus.variants.philtable.Seat@Main.java:53[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19].right // at corpus.variants.philtable.Seat.<init>(Main.java:40)
}

proc corpus.variants.philtable.Table.<init>[corpus.variants.philtable.Table@Main.java:19] {
  s3: call corpus.variants.philtable.Fork.<init>[corpus.variants.philtable.Fork@Main.java:45,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.<init>(Main.java:45)
  s4: write corpus.variants.philtable.Table@Main.java:19.f0 // at corpus.variants.philtable.Table.<init>(Main.java:45)
  s6: call corpus.variants.philtable.Fork.<init>[corpus.variants.philtable.Fork@Main.java:45,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.<init>(Main.java:46)
  s7: write corpus.variants.philtable.Table@Main.java:19.f1 // at corpus.variants.philtable.Table.<init>(Main.java:46)
  s9: call corpus.variants.philtable.Fork.<init>[corpus.variants.philtable.Fork@Main.java:45,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.<init>(Main.java:47)
  s10: write corpus.variants.philtable.Table@Main.java:19.f2 // at corpus.variants.philtable.Table.<init>(Main.java:47)
  s12: call corpus.variants.philtable.Fork.<init>[corpus.variants.philtable.Fork@Main.java:45,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.<init>(Main.java:48)
  s13: write corpus.variants.philtable.Table@Main.java:19.f3 // at corpus.variants.philtable.Table.<init>(Main.java:48)
  s15: call corpus.variants.philtable.Fork.<init>[corpus.variants.philtable.Fork@Main.java:45,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.<init>(Main.java:49)
  s16: write corpus.variants.philtable.Table@Main.java:19.f4 // at corpus.variants.philtable.Table.<init>(Main.java:49)
}

proc corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19] {
  s4: call corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:20#7,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.seat(Main.java:53)
}

proc corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19] {
  s4: call corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:21#13,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.seat(Main.java:53)
}

proc corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19] {
  s4: call corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:22#19,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.seat(Main.java:53)
}

proc corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19] {
  s4: call corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:23#25,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.seat(Main.java:53)
}

proc corpus.variants.philtable.Table.seat[corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19] {
  s4: call corpus.variants.philtable.Seat.<init>[corpus.variants.philtable.Seat@Main.java:53,corpus.variants.philtable.Main.main:24#31,corpus.variants.philtable.Table@Main.java:19] // at corpus.variants.philtable.Table.seat(Main.java:53)
}

proc corpus.variants.philtable.Table.served[corpus.variants.philtable.Table@Main.java:19] {
  s1: read corpus.variants.philtable.Table@Main.java:19.meals // at corpus.variants.philtable.Table.served(Main.java:57)
  s3: write corpus.variants.philtable.Table@Main.java:19.meals // at corpus.variants.philtable.Table.served(Main.java:57)
}
